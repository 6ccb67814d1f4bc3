import type { TaskPriority } from './task.schema.ts';

/** SPEC 9: urgent 0, high 1, medium 2, low 3. */
const PRIORITY_ORDER: Record<TaskPriority, number> = { urgent: 0, high: 1, medium: 2, low: 3 };

/** Rank of a priority; a missing or unknown one counts as medium (SPEC 4). */
export function priorityRank(priority: TaskPriority | null | undefined): number {
  return priority && priority in PRIORITY_ORDER ? PRIORITY_ORDER[priority] : PRIORITY_ORDER.medium;
}
