import type { Comment, Task } from '@tm/domain/task/task.schema';
import { withComment, withEditedComment, withoutComment } from '@tm/domain/task/task-comments';
import { fromTaskUpdate, type TaskUpdate } from '@tm/domain/task/task-update';

// Pure edits of one opened task (`tasks.get`), the only place the screens hold a
// task's comments and checklist (the list holds their counts: tasks-cache.ts).

/** A `task:updated` for the opened task: it keeps the comments it holds, unless it holds a newer version. */
export function applyDetailUpdate(task: Task | undefined, update: TaskUpdate): Task | undefined {
  if (!task || task.id !== update.id || task.version > update.version) return task;
  return fromTaskUpdate(update, task.comments);
}

/** A comment added, edited (a Comment) or deleted (its id); the answer and the event bring the same one. */
export function applyDetailComment(
  task: Task | undefined,
  change: { added: Comment } | { edited: Comment } | { deleted: string },
): Task | undefined {
  if (!task) return task;
  if ('added' in change) return withComment(task, change.added);
  if ('edited' in change) return withEditedComment(task, change.edited);
  return withoutComment(task, change.deleted);
}
