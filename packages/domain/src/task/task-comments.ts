import type { Comment, Task } from './task.schema.ts';

/** The order comments are listed in: by time, then id (ISO times and lowercase uuids compare as text). */
export function compareComments(a: Comment, b: Comment): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The task with one more comment, in its place; the same task when it holds that
 * comment already (the server's answer and the live event bring the same one).
 */
export function withComment<T extends Pick<Task, 'comments'>>(task: T, comment: Comment): T {
  if (task.comments.some((c) => c.id === comment.id)) return task;
  return { ...task, comments: [...task.comments, comment].sort(compareComments) };
}

/** The task with an edited comment in place of the one it holds; the same task when it holds none by that id. */
export function withEditedComment<T extends Pick<Task, 'comments'>>(task: T, comment: Comment): T {
  const index = task.comments.findIndex((c) => c.id === comment.id);
  if (index === -1) return task;
  return { ...task, comments: task.comments.with(index, comment) };
}

/** The task without one comment; the same task when it no longer holds it (the answer and the event both remove it). */
export function withoutComment<T extends Pick<Task, 'comments'>>(task: T, commentId: string): T {
  if (!task.comments.some((c) => c.id === commentId)) return task;
  return { ...task, comments: task.comments.filter((c) => c.id !== commentId) };
}
