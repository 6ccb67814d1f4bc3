import { addDaysTo } from './date-only.ts';
import { type DueTask, isOverdue } from './overdue.ts';
import type { TaskPriority } from './task.schema.ts';

export interface UrgencyTask extends DueTask {
  priority: TaskPriority;
}

/**
 * SPEC 9 urgent list: priority urgent, or overdue, or high and due within 0 to
 * 24 hours; done tasks never. Due dates carry no time, so "due within 24 hours"
 * means the due day has not ended and starts within the next 24 hours: today or tomorrow.
 */
export function isUrgent(task: UrgencyTask, today: string): boolean {
  if (task.status === 'done') return false;
  if (task.priority === 'urgent' || isOverdue(task, today)) return true;
  return (
    task.priority === 'high' &&
    task.dueDate !== null &&
    task.dueDate >= today &&
    task.dueDate <= addDaysTo(today, 1)
  );
}

export function urgentTasks<T extends UrgencyTask>(tasks: readonly T[], today: string): T[] {
  return tasks.filter((task) => isUrgent(task, today));
}
