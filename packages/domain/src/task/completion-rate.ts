import type { TaskStatus } from './task.schema.ts';

/** SPEC 9: done divided by total as a whole percent; 0 when there are no tasks. */
export function completionRate(tasks: readonly { status: TaskStatus }[]): number {
  return completionPercent(tasks.filter((t) => t.status === 'done').length, tasks.length);
}

/** The same ratio from counts (SQL aggregates), with an optional number of decimals. */
export function completionPercent(done: number, total: number, decimals = 0): number {
  if (total <= 0) return 0;
  const factor = 10 ** decimals;
  return Math.round((done / total) * 100 * factor) / factor;
}
