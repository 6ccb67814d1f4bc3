import type { Task } from '@tm/domain/task/task.schema';
import { type ListedTask, listedTaskFromUpdate, toListedTask } from '@tm/domain/task/task-card';
import type { TaskUpdate } from '@tm/domain/task/task-update';

// Pure edits of the cached task list (cards: packages/domain task/task-card.ts),
// shared by socket events and mutations, so a live update patches one entry
// instead of refetching every task.

/**
 * Inserts a new task at the top, or replaces the cached one unless the cache
 * already holds a newer version (events and responses may arrive in any order;
 * a comment keeps the version, so equal versions replace). A whole task (a
 * mutation's answer, `task:created`) is taken as its card.
 */
export function upsertTask(
  list: ListedTask[] | undefined,
  task: Task | ListedTask,
): ListedTask[] | undefined {
  if (!list) return list;
  const card = 'comments' in task ? toListedTask(task) : task;
  const index = list.findIndex((t) => t.id === card.id);
  if (index === -1) return [card, ...list];
  if (list[index]!.version > card.version) return list;
  return list.with(index, card);
}

/**
 * A `task:updated`: the cached card takes the new fields and keeps its comment count
 * (updates carry no comments), unless the cache holds a newer version. Null when
 * the list does not hold the task: it is behind, and only a new read completes it.
 */
export function applyTaskUpdate(
  list: ListedTask[] | undefined,
  update: TaskUpdate,
): ListedTask[] | undefined | null {
  if (!list) return list;
  const cached = list.find((t) => t.id === update.id);
  if (!cached) return null;
  return upsertTask(list, listedTaskFromUpdate(update, cached.commentCount));
}

export function removeTask(list: ListedTask[] | undefined, id: string): ListedTask[] | undefined {
  return list?.filter((t) => t.id !== id);
}

/** An optimistic change applied locally before the server answers. */
export function patchTask(
  list: ListedTask[] | undefined,
  id: string,
  change: Partial<ListedTask>,
): ListedTask[] | undefined {
  return list?.map((t) => (t.id === id ? { ...t, ...change } : t));
}

/**
 * One comment more (`comment:added`) or fewer (`comment:deleted`) on a listed task.
 * Only the socket's events count: each reaches a page once, where the sender's own
 * answer would count the same comment a second time.
 */
export function countComment(
  list: ListedTask[] | undefined,
  taskId: string,
  delta: 1 | -1,
): ListedTask[] | undefined {
  const index = list?.findIndex((t) => t.id === taskId) ?? -1;
  if (!list || index === -1) return list;
  const task = list[index]!;
  return list.with(index, { ...task, commentCount: Math.max(0, task.commentCount + delta) });
}
