import type { Comment, Task } from '@tm/domain/task/task.schema';
import { withComment, withEditedComment, withoutComment } from '@tm/domain/task/task-comments';
import { fromTaskUpdate, type TaskUpdate } from '@tm/domain/task/task-update';

// Pure edits of the cached task list, shared by socket events and mutations, so
// a live update patches one entry instead of refetching every task.

/**
 * Inserts a new task at the top, or replaces the cached one unless the cache
 * already holds a newer version (events and responses may arrive in any order;
 * a comment keeps the version, so equal versions replace).
 */
export function upsertTask(list: Task[] | undefined, task: Task): Task[] | undefined {
  if (!list) return list;
  const index = list.findIndex((t) => t.id === task.id);
  if (index === -1) return [task, ...list];
  if (list[index]!.version > task.version) return list;
  const next = list.slice();
  next[index] = task;
  return next;
}

/**
 * A `task:updated`: the cached task takes the new fields and keeps the comments it
 * holds (updates carry none), unless the cache holds a newer version. Null when
 * the list does not hold the task: it is behind, and only a new read completes it.
 */
export function applyTaskUpdate(list: Task[] | undefined, update: TaskUpdate): Task[] | undefined | null {
  if (!list) return list;
  const cached = list.find((t) => t.id === update.id);
  if (!cached) return null;
  return upsertTask(list, fromTaskUpdate(update, cached.comments));
}

export function removeTask(list: Task[] | undefined, id: string): Task[] | undefined {
  return list?.filter((t) => t.id !== id);
}

/** An optimistic change applied locally before the server answers. */
export function patchTask(list: Task[] | undefined, id: string, change: Partial<Task>): Task[] | undefined {
  return list?.map((t) => (t.id === id ? { ...t, ...change } : t));
}

/**
 * A comment added to a cached task (the `comment:added` event or the sender's own
 * answer): the list is left as it is when the task is not loaded or has it already.
 */
export function addComment(list: Task[] | undefined, taskId: string, comment: Comment): Task[] | undefined {
  const index = list?.findIndex((t) => t.id === taskId) ?? -1;
  if (!list || index === -1) return list;
  const task = withComment(list[index]!, comment);
  return task === list[index] ? list : list.with(index, task);
}

/** An edited comment in its cached task (the `comment:updated` event or the author's own answer). */
export function editComment(list: Task[] | undefined, taskId: string, comment: Comment): Task[] | undefined {
  const index = list?.findIndex((t) => t.id === taskId) ?? -1;
  if (!list || index === -1) return list;
  const task = withEditedComment(list[index]!, comment);
  return task === list[index] ? list : list.with(index, task);
}

/** A deleted comment taken out of its cached task (the `comment:deleted` event or the deleter's own answer). */
export function removeComment(
  list: Task[] | undefined,
  taskId: string,
  commentId: string,
): Task[] | undefined {
  const index = list?.findIndex((t) => t.id === taskId) ?? -1;
  if (!list || index === -1) return list;
  const task = withoutComment(list[index]!, commentId);
  return task === list[index] ? list : list.with(index, task);
}
