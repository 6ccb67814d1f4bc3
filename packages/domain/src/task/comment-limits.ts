/**
 * A task holds at most this many comments; the next one is refused with 409
 * COMMENT_LIMIT_REACHED. Every member's screen loads a task's comments with the
 * list, so an unbounded thread would make everyone's list heavier.
 */
export const COMMENTS_PER_TASK_MAX = 1_000;

/** Comments one member may add per minute, all tasks together (429 RATE_LIMITED beyond, with Retry-After). */
export const COMMENTS_PER_MINUTE = 30;
