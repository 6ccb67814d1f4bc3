import type { TaskStatus } from './task.schema.ts';

export interface DueTask {
  dueDate: string | null;
  status: TaskStatus;
}

/**
 * SPEC: overdue = due date in the past and not done. Due dates have no time, so
 * a task due today is not overdue yet; `today` is the viewer's date (see `todayIn`).
 */
export function isOverdue(task: DueTask, today: string): boolean {
  return task.dueDate !== null && task.status !== 'done' && task.dueDate < today;
}
