import { matchesLabelFilter } from '../label/label-filter.ts';
import { addDaysTo, type DateOnly } from './date-only.ts';
import { isOverdue } from './overdue.ts';
import { priorityRank } from './priority-order.ts';
import type { TaskPriority, TaskStatus } from './task-constants.ts';
import { filterTasks, type SearchableTask } from './task-search.ts';
import { compareForList, type SortableTask } from './task-sort.ts';

/**
 * "Finding work" (issue 19): the list's whole view, beside SPEC 5's search, status
 * and priority. Everything here is plain data so that it round-trips through the
 * URL (bookmarks, shared links, reload) and is decided by the same rule everywhere.
 */

/** `me` and `nobody` are words; any other value is a member's id. */
export type AssigneeFilter = 'any' | 'me' | 'nobody' | (string & {});
export const DUE_FILTERS = ['any', 'overdue', 'today', 'week', 'none'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];
export const TASK_SORTS = ['default', 'due', 'priority', 'updated'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];
/** The board (issue 19, its own slice) is the second way to show the same view. */
export const TASK_VIEW_MODES = ['list', 'board'] as const;
export type TaskViewMode = (typeof TASK_VIEW_MODES)[number];

export interface TaskView {
  search: string;
  status: TaskStatus | 'all';
  priority: TaskPriority | 'all';
  assignee: AssigneeFilter;
  /** Label ids; a task matches when it carries any of them. */
  labels: string[];
  due: DueFilter;
  sort: TaskSort;
  view: TaskViewMode;
}

export const DEFAULT_TASK_VIEW: TaskView = {
  search: '',
  status: 'all',
  priority: 'all',
  assignee: 'any',
  labels: [],
  due: 'any',
  sort: 'default',
  view: 'list',
};

/** At most this many labels in one filter: a longer list in a URL is cut, not refused. */
export const LABEL_FILTER_MAX = 50;

export interface FindableTask extends SearchableTask, SortableTask {
  priority: TaskPriority;
  assigneeId: string | null;
  updatedAt: string;
  /** Added by the labels slice; a task without the field carries none. */
  labels?: readonly { id: string }[];
}

/** What the view's rules need to know about the viewer. */
export interface ViewerContext {
  /** The signed-in member's id, for `assignee=me`. */
  me: string | null;
  /** The viewer's date (`todayIn()`). */
  today: DateOnly;
  /** First day of the week in the viewer's language: 0 Sunday (en), 1 Monday (fr, nl). */
  weekStartsOn: number;
}

/** The first and last date of the week holding `today`, for the viewer's week start. */
export function weekOf(today: DateOnly, weekStartsOn: number): { start: DateOnly; end: DateOnly } {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  const back = (weekday - weekStartsOn + 7) % 7;
  const start = addDaysTo(today, -back);
  return { start, end: addDaysTo(start, 6) };
}

export function matchesAssignee(task: FindableTask, assignee: AssigneeFilter, me: string | null): boolean {
  if (assignee === 'any') return true;
  if (assignee === 'nobody') return task.assigneeId === null;
  if (assignee === 'me') return me !== null && task.assigneeId === me;
  return task.assigneeId === assignee;
}

/**
 * Overdue is SPEC's rule (past and not done); today and this week are about the
 * date alone, done or not, so a finished task still shows where it was planned.
 */
export function matchesDue(task: FindableTask, due: DueFilter, viewer: ViewerContext): boolean {
  switch (due) {
    case 'any':
      return true;
    case 'none':
      return task.dueDate === null;
    case 'overdue':
      return isOverdue(task, viewer.today);
    case 'today':
      return task.dueDate === viewer.today;
    case 'week': {
      const { start, end } = weekOf(viewer.today, viewer.weekStartsOn);
      return task.dueDate !== null && task.dueDate >= start && task.dueDate <= end;
    }
  }
}

/** Every filter of the view, combined with AND. */
export function filterTaskView<T extends FindableTask>(
  tasks: readonly T[],
  view: TaskView,
  viewer: ViewerContext,
): T[] {
  return filterTasks(tasks, view).filter(
    (task) =>
      matchesAssignee(task, view.assignee, viewer.me) &&
      matchesLabelFilter(task, view.labels) &&
      matchesDue(task, view.due, viewer),
  );
}

const byDue = (a: FindableTask, b: FindableTask): number => {
  if (a.dueDate === b.dueDate) return 0;
  if (a.dueDate === null) return 1;
  if (b.dueDate === null) return -1;
  return a.dueDate < b.dueDate ? -1 : 1;
};

/** The sorts; ties fall back to SPEC's order so every client shows the same list. */
const COMPARE: Record<TaskSort, (a: FindableTask, b: FindableTask) => number> = {
  default: compareForList,
  due: (a, b) => byDue(a, b) || compareForList(a, b),
  priority: (a, b) => priorityRank(a.priority) - priorityRank(b.priority) || compareForList(a, b),
  updated: (a, b) =>
    a.updatedAt === b.updatedAt ? compareForList(a, b) : a.updatedAt < b.updatedAt ? 1 : -1,
};

/** A sorted copy (the input is often react-query's cache). */
export function sortTaskView<T extends FindableTask>(tasks: readonly T[], sort: TaskSort): T[] {
  return [...tasks].sort(COMPARE[sort]);
}

/** Whether any filter narrows the list (the "N found" badge and a "clear filters" button). */
export function hasViewFilter(view: TaskView): boolean {
  return (
    view.search.trim() !== '' ||
    view.status !== 'all' ||
    view.priority !== 'all' ||
    view.assignee !== 'any' ||
    view.labels.length > 0 ||
    view.due !== 'any'
  );
}
