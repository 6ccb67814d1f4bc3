// Zod-free, so screens can import them (docs/frontend.md: only zod-free domain modules in screens).

/** An item's text: one line, at most this many characters (400 CHECKLIST_TEXT_TOO_LONG beyond). */
export const CHECKLIST_TEXT_MAX = 500;
/**
 * A task holds at most this many checklist items (400 CHECKLIST_LIMIT_REACHED beyond):
 * every member's list carries each task's checklist, so an unbounded one would make
 * everyone's list heavier, and a longer list is a project, not a task.
 */
export const CHECKLIST_ITEMS_MAX = 200;
