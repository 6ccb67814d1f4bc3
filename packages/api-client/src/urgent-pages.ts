import type { InfiniteData } from '@tanstack/react-query';
import type { UrgentPage } from '@tm/domain/task/task.schema';
import { type ListedTask, listedTaskFromUpdate } from '@tm/domain/task/task-card';
import { compareUrgent, isUrgent } from '@tm/domain/task/urgent-filter';
import type { TaskChange } from './task-store.ts';

// The urgent list as the screens hold it (tasks.urgent, read page by page): the ids of
// its tasks in the server's order, their fields in the page's task store
// (task-store.ts). A change of a task moves its id in or out of the loaded pages, by the
// same rule and order as the server, without a refetch. Pages keep their cursors: a
// cursor is the sort key of the row a page ended on, so the next page still starts
// right after it.

/** A page of the urgent list as the screens hold it. */
export interface UrgentIdPage extends Omit<UrgentPage, 'tasks'> {
  ids: string[];
}

/** The cached pages; their page params (cursors) are never read here. */
export type UrgentPages = InfiniteData<UrgentIdPage, unknown>;

/** A task's fields by id, from the store. */
export type TaskLookup = (id: string) => ListedTask | undefined;

/** The edited pages, and whether their total is still exact (false: re-read the total). */
export interface UrgentEdit<D extends UrgentPages> {
  data: D | undefined;
  totalKnown: boolean;
}

const hasMore = (data: UrgentPages) => (data.pages.at(-1)?.nextCursor ?? null) !== null;

const holds = (data: UrgentPages, id: string) => data.pages.some((p) => p.ids.includes(id));

function withPages<D extends UrgentPages>(data: D, pages: UrgentIdPage[], delta: number): D {
  return { ...data, pages: delta === 0 ? pages : pages.map((p) => ({ ...p, total: p.total + delta })) };
}

const without = (pages: UrgentIdPage[], id: string) =>
  pages.map((p) => (p.ids.includes(id) ? { ...p, ids: p.ids.filter((held) => held !== id) } : p));

/** The task in its sorted place among the loaded rows; left for a later page when it sorts after them all. */
function inserted(
  pages: UrgentIdPage[],
  task: ListedTask,
  more: boolean,
  lookup: TaskLookup,
): UrgentIdPage[] {
  const before = (id: string) => {
    const row = lookup(id);
    return row !== undefined && compareUrgent(task, row) < 0;
  };
  for (const [i, page] of pages.entries()) {
    const at = page.ids.findIndex(before);
    if (at !== -1) return pages.with(i, { ...page, ids: page.ids.toSpliced(at, 0, task.id) });
  }
  const last = pages.at(-1);
  if (more || !last) return pages;
  return pages.with(pages.length - 1, { ...last, ids: [...last.ids, task.id] });
}

/**
 * Puts a created (`created`) or changed task where the urgent list wants it: in its
 * sorted place among the loaded rows (`lookup` gives theirs) while it is urgent for
 * `today`, out of the loaded pages otherwise. The total follows when it can be told
 * whether the task was urgent before: it was if loaded, it was not if new or if every
 * page is loaded.
 */
export function placeUrgentTask<D extends UrgentPages>(
  data: D | undefined,
  task: ListedTask,
  today: string,
  lookup: TaskLookup,
  created = false,
): UrgentEdit<D> {
  if (!data) return { data, totalKnown: true };
  const loaded = holds(data, task.id);
  const more = hasMore(data);
  const was = loaded ? true : created || !more ? false : null;
  const now = isUrgent(task, today);
  if (!loaded && !now) return { data, totalKnown: was !== null };
  const rest = loaded ? without(data.pages, task.id) : data.pages;
  const pages = now ? inserted(rest, task, more, lookup) : rest;
  if (was === null) return { data: withPages(data, pages, 0), totalKnown: false };
  return { data: withPages(data, pages, Number(now) - Number(was)), totalKnown: true };
}

/** Takes a deleted task out of the loaded pages, and one off the total when it was among them. */
export function removeUrgentTask<D extends UrgentPages>(data: D | undefined, id: string): UrgentEdit<D> {
  if (!data) return { data, totalKnown: true };
  if (!holds(data, id)) return { data, totalKnown: !hasMore(data) };
  return { data: withPages(data, without(data.pages, id), -1), totalKnown: true };
}

/**
 * The pages after one change of the store. Null for an update of a task the store
 * does not hold that turns urgent: there is no comment count to show it with, so the
 * caller reads the list again. Reads and comments move nothing in or out. A task
 * outside the list's projects (`inScope`: moved to another project) leaves it.
 */
export function followUrgentChange<D extends UrgentPages>(
  data: D | undefined,
  change: TaskChange,
  today: string,
  lookup: TaskLookup,
  inScope: (task: ListedTask) => boolean = () => true,
): UrgentEdit<D> | null {
  if (change.kind === 'deleted' || change.kind === 'removed') return removeUrgentTask(data, change.id);
  if (change.kind === 'missed') {
    const task = listedTaskFromUpdate(change.update, 0);
    if (!inScope(task)) return removeUrgentTask(data, change.id);
    return isUrgent(task, today) ? null : placeUrgentTask(data, task, today, lookup);
  }
  const task = change.kind === 'read' || change.kind === 'commented' ? undefined : lookup(change.id);
  if (!task) return { data, totalKnown: true };
  if (!inScope(task)) return removeUrgentTask(data, change.id);
  return placeUrgentTask(data, task, today, lookup, change.kind === 'created');
}

/** Every loaded page with the total the server counted now. */
export function withTotal<D extends UrgentPages>(data: D | undefined, total: number): D | undefined {
  return data && { ...data, pages: data.pages.map((p) => ({ ...p, total })) };
}

/** The loaded ids in order, and the total of the latest page read (the freshest count). */
export function loadedUrgent(data: UrgentPages | undefined): { ids: string[]; total: number } | undefined {
  return data && { ids: data.pages.flatMap((p) => p.ids), total: data.pages.at(-1)?.total ?? 0 };
}
