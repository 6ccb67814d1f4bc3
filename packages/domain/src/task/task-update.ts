import type { Comment, Task } from './task.schema.ts';

/** A task field a change can touch; comments travel alone (`comment:*` events). */
export type TaskUpdateField = Exclude<keyof Task, 'comments'>;

/**
 * A changed task as members receive it (`task:updated`): every field but its
 * comments, and the fields that changed. The comment list is what grows without
 * bound; each comment reaches members once, by itself, and clients keep the
 * comments they hold.
 */
export type TaskUpdate = Omit<Task, 'comments'> & { changed: TaskUpdateField[] };

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** The fields whose values differ between two versions of one task. */
export function changedFields(before: Task, after: Task): TaskUpdateField[] {
  return (Object.keys(after) as (keyof Task)[]).filter(
    (key): key is TaskUpdateField => key !== 'comments' && !same(before[key], after[key]),
  );
}

export function toTaskUpdate(task: Task, changed: TaskUpdateField[]): TaskUpdate {
  const { comments: _comments, ...fields } = task;
  return { ...fields, changed };
}

/** The task again, from an update and the comments the client already holds. */
export function fromTaskUpdate({ changed: _changed, ...fields }: TaskUpdate, comments: Comment[]): Task {
  return { ...fields, comments };
}
