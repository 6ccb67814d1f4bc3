import type { TaskStatus } from './task.schema.ts';

export interface SortableTask {
  id: string;
  status: TaskStatus;
  dueDate: string | null;
  createdAt: string;
}

const STATUS_ORDER: Record<TaskStatus, number> = { doing: 0, todo: 1, done: 2 };

/**
 * SPEC 4 list order: doing, then todo, then done. Within a status, tasks with a
 * due date first (earliest first), then those without; ties go to the newest
 * created. The id breaks exact ties so every client renders the same order.
 */
export function compareForList(a: SortableTask, b: SortableTask): number {
  const byStatus = STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
  if (byStatus !== 0) return byStatus;
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A sorted copy; the input is left untouched (it is often react-query's cache). */
export function sortForList<T extends SortableTask>(tasks: readonly T[]): T[] {
  return [...tasks].sort(compareForList);
}
