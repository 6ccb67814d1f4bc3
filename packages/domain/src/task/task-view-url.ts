import { TASK_PRIORITIES, TASK_STATUSES } from './task-constants.ts';
import {
  type AssigneeFilter,
  DEFAULT_TASK_VIEW,
  DUE_FILTERS,
  LABEL_FILTER_MAX,
  TASK_SORTS,
  TASK_VIEW_MODES,
  type TaskView,
} from './task-view.ts';

/**
 * The list's view in its address (`/app?q=…&assignee=me&sort=due`), so it can be
 * bookmarked, shared and restored on reload. Only what differs from the default is
 * written; a value this version does not know (an old link, a hand-edited one) is
 * ignored on its own, keeping the rest of the view.
 */
export const VIEW_PARAMS = {
  search: 'q',
  status: 'status',
  priority: 'priority',
  assignee: 'assignee',
  labels: 'labels',
  due: 'due',
  sort: 'sort',
  view: 'view',
} as const satisfies Record<keyof TaskView, string>;

/** A search longer than this in a URL is cut (a title is at most 500 characters). */
const SEARCH_MAX = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const oneOf = <V extends string>(values: readonly V[], raw: string | null, fallback: V): V =>
  raw !== null && (values as readonly string[]).includes(raw) ? (raw as V) : fallback;

function parseAssignee(raw: string | null): AssigneeFilter {
  if (raw === 'me' || raw === 'nobody') return raw;
  return raw !== null && UUID.test(raw) ? raw.toLowerCase() : 'any';
}

function parseLabels(raw: string | null): string[] {
  if (!raw) return [];
  const ids = raw
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter((id) => UUID.test(id));
  return [...new Set(ids)].slice(0, LABEL_FILTER_MAX);
}

export function parseTaskView(params: URLSearchParams): TaskView {
  const get = (key: keyof TaskView) => params.get(VIEW_PARAMS[key]);
  return {
    search: (get('search') ?? '').slice(0, SEARCH_MAX),
    status: oneOf(['all', ...TASK_STATUSES], get('status'), DEFAULT_TASK_VIEW.status),
    priority: oneOf(['all', ...TASK_PRIORITIES], get('priority'), DEFAULT_TASK_VIEW.priority),
    assignee: parseAssignee(get('assignee')),
    labels: parseLabels(get('labels')),
    due: oneOf(DUE_FILTERS, get('due'), DEFAULT_TASK_VIEW.due),
    sort: oneOf(TASK_SORTS, get('sort'), DEFAULT_TASK_VIEW.sort),
    view: oneOf(TASK_VIEW_MODES, get('view'), DEFAULT_TASK_VIEW.view),
  };
}

/**
 * The view written into `params` (a copy): its keys set when they differ from the
 * default and removed otherwise; parameters that are not the view's are kept.
 */
export function writeTaskView(
  view: TaskView,
  params: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof TaskView, string> = {
    search: view.search,
    status: view.status,
    priority: view.priority,
    assignee: view.assignee,
    labels: view.labels.join(','),
    due: view.due,
    sort: view.sort,
    view: view.view,
  };
  const defaults: Record<keyof TaskView, string> = {
    ...DEFAULT_TASK_VIEW,
    labels: '',
  };
  for (const key of Object.keys(VIEW_PARAMS) as (keyof TaskView)[]) {
    if (values[key] === defaults[key]) next.delete(VIEW_PARAMS[key]);
    else next.set(VIEW_PARAMS[key], values[key]);
  }
  return next;
}
