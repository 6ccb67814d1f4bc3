import { addDaysTo } from './date-only.ts';
import { compareForMeeting, type MeetingSortable } from './meeting-sort.ts';
import { type DueTask, isOverdue } from './overdue.ts';
import type { TaskPriority } from './task.schema.ts';

export interface UrgencyTask extends DueTask {
  priority: TaskPriority;
}

/**
 * SPEC 9 urgent list: priority urgent, or overdue, or high and due within 0 to
 * 24 hours; done tasks never. Due dates carry no time, so "due within 24 hours"
 * means the due day has not ended and starts within the next 24 hours: today or tomorrow.
 * The server's query (server task-urgent-rows.ts) states the same rule in SQL.
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

export interface UrgentSortable extends MeetingSortable {
  id: string;
  createdAt: string;
}

/**
 * The urgent list's order: SPEC's priority then due date ascending (undated last),
 * and between equals the task list's own order (newest first, then id), which the
 * screen kept when it filtered the full list. The server sorts the same way.
 */
export function compareUrgent(a: UrgentSortable, b: UrgentSortable): number {
  const byMeeting = compareForMeeting(a, b);
  if (byMeeting !== 0) return byMeeting;
  if (a.createdAt !== b.createdAt) return a.createdAt > b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
