import type { TaskPriority, TaskStatus } from './task.schema.ts';

export interface SearchableTask {
  title: string;
  description: string | null;
  status: TaskStatus;
  priority: TaskPriority;
  owner: { name: string } | null;
  assignee: { name: string } | null;
  /** `WEB-42` (issue 31): found by its reference too. */
  ref?: string;
}

export interface TaskFilters {
  search: string;
  status: TaskStatus | 'all';
  priority: TaskPriority | 'all';
}

export const NO_FILTERS: TaskFilters = { search: '', status: 'all', priority: 'all' };

/**
 * SPEC 5: case-insensitive on title, description, assignee name or owner name, and
 * the task's reference (`web-42`); a blank query matches everything.
 */
export function matchesSearch(task: SearchableTask, query: string): boolean {
  const q = query.trim().toLocaleLowerCase();
  if (q === '') return true;
  return [task.title, task.description, task.assignee?.name, task.owner?.name, task.ref].some(
    (text) => text?.toLocaleLowerCase().includes(q) === true,
  );
}

/** Search, status and priority combined with AND (SPEC 5). */
export function filterTasks<T extends SearchableTask>(tasks: readonly T[], filters: TaskFilters): T[] {
  return tasks.filter(
    (task) =>
      (filters.status === 'all' || task.status === filters.status) &&
      (filters.priority === 'all' || task.priority === filters.priority) &&
      matchesSearch(task, filters.search),
  );
}

/** Whether the list shows the "N task(s) found" badge. */
export function hasActiveFilter(filters: TaskFilters): boolean {
  return filters.search.trim() !== '' || filters.status !== 'all' || filters.priority !== 'all';
}
