import type { InfiniteData } from '@tanstack/react-query';
import type { UrgentPage } from '@tm/domain/task/task.schema';
import { type ListedTask, listedTaskFromUpdate } from '@tm/domain/task/task-card';
import type { TaskUpdate } from '@tm/domain/task/task-update';
import { compareUrgent, isUrgent } from '@tm/domain/task/urgent-filter';

// Pure edits of the cached urgent list (tasks.urgent, read page by page, its tasks
// held as cards like the task list's: packages/domain task/task-card.ts), so a task
// event moves one entry in or out of the loaded pages, by the same rule and order as
// the server, without a refetch. Pages keep their cursors: a cursor is the sort key of
// the row a page ended on, so the next page still starts right after it.

/** A page of the urgent list as the screens hold it. */
export interface UrgentCardPage extends Omit<UrgentPage, 'tasks'> {
  tasks: ListedTask[];
}

/** The cached pages; their page params (cursors) are never read here. */
export type UrgentPages = InfiniteData<UrgentCardPage, unknown>;

/** The edited pages, and whether their total is still exact (false: re-read the total). */
export interface UrgentEdit<D extends UrgentPages> {
  data: D | undefined;
  totalKnown: boolean;
}

const hasMore = (data: UrgentPages) => (data.pages.at(-1)?.nextCursor ?? null) !== null;

function locate(data: UrgentPages, id: string): ListedTask | undefined {
  for (const page of data.pages) {
    const found = page.tasks.find((t) => t.id === id);
    if (found) return found;
  }
  return undefined;
}

function withPages<D extends UrgentPages>(data: D, pages: UrgentCardPage[], delta: number): D {
  return { ...data, pages: delta === 0 ? pages : pages.map((p) => ({ ...p, total: p.total + delta })) };
}

const without = (pages: UrgentCardPage[], id: string) =>
  pages.map((p) =>
    p.tasks.some((t) => t.id === id) ? { ...p, tasks: p.tasks.filter((t) => t.id !== id) } : p,
  );

/** The task in its sorted place among the loaded rows; left for a later page when it sorts after them all. */
function inserted(pages: UrgentCardPage[], task: ListedTask, more: boolean): UrgentCardPage[] {
  for (const [i, page] of pages.entries()) {
    const at = page.tasks.findIndex((t) => compareUrgent(task, t) < 0);
    if (at !== -1) {
      const tasks = [...page.tasks.slice(0, at), task, ...page.tasks.slice(at)];
      return pages.with(i, { ...page, tasks });
    }
  }
  const last = pages.at(-1);
  if (more || !last) return pages;
  return pages.with(pages.length - 1, { ...last, tasks: [...last.tasks, task] });
}

/**
 * Puts a created (`created`) or changed task where the urgent list wants it: in its
 * sorted place while it is urgent for `today`, out of the loaded pages otherwise. A
 * cached newer version wins over a late event (a comment keeps the version, so equal
 * versions replace). The total follows when it can be told whether the task was
 * urgent before: it was if loaded, it was not if new or if every page is loaded.
 */
export function placeUrgentTask<D extends UrgentPages>(
  data: D | undefined,
  task: ListedTask,
  today: string,
  created = false,
): UrgentEdit<D> {
  if (!data) return { data, totalKnown: true };
  const cached = locate(data, task.id);
  if (cached && cached.version > task.version) return { data, totalKnown: true };
  const more = hasMore(data);
  const was = cached ? true : created || !more ? false : null;
  const now = isUrgent(task, today);
  if (!cached && !now) return { data, totalKnown: was !== null };
  const rest = cached ? without(data.pages, task.id) : data.pages;
  const pages = now ? inserted(rest, task, more) : rest;
  if (was === null) return { data: withPages(data, pages, 0), totalKnown: false };
  return { data: withPages(data, pages, Number(now) - Number(was)), totalKnown: true };
}

/**
 * A `task:updated` for the urgent list: a loaded task keeps its comment count (updates
 * carry no comments). Null for a task that is not loaded and turns urgent: there is no
 * count here to give it, so the caller reads the list again.
 */
export function placeUrgentUpdate<D extends UrgentPages>(
  data: D | undefined,
  update: TaskUpdate,
  today: string,
): UrgentEdit<D> | null {
  if (!data) return { data, totalKnown: true };
  const cached = locate(data, update.id);
  const task = listedTaskFromUpdate(update, cached?.commentCount ?? 0);
  if (!cached && isUrgent(task, today)) return null;
  return placeUrgentTask(data, task, today);
}

/** Takes a deleted task out of the loaded pages, and one off the total when it was among them. */
export function removeUrgentTask<D extends UrgentPages>(data: D | undefined, id: string): UrgentEdit<D> {
  if (!data) return { data, totalKnown: true };
  if (!locate(data, id)) return { data, totalKnown: !hasMore(data) };
  return { data: withPages(data, without(data.pages, id), -1), totalKnown: true };
}

/**
 * One comment more or fewer on a loaded task (socket events only, as the task list:
 * tasks-cache.ts); a comment changes nothing the urgent list sorts or counts on.
 */
export function countUrgentComment<D extends UrgentPages>(
  data: D | undefined,
  taskId: string,
  delta: 1 | -1,
): D | undefined {
  if (!data || !locate(data, taskId)) return data;
  const count = (t: ListedTask) =>
    t.id === taskId ? { ...t, commentCount: Math.max(0, t.commentCount + delta) } : t;
  const pages = data.pages.map((p) =>
    p.tasks.some((t) => t.id === taskId) ? { ...p, tasks: p.tasks.map(count) } : p,
  );
  return { ...data, pages };
}

/** Every loaded page with the total the server counted now. */
export function withTotal<D extends UrgentPages>(data: D | undefined, total: number): D | undefined {
  return data && { ...data, pages: data.pages.map((p) => ({ ...p, total })) };
}

/** The loaded rows in order, and the total of the latest page read (the freshest count). */
export function loadedUrgent(
  data: UrgentPages | undefined,
): { tasks: ListedTask[]; total: number } | undefined {
  return data && { tasks: data.pages.flatMap((p) => p.tasks), total: data.pages.at(-1)?.total ?? 0 };
}
