import type { Comment, Task } from '@tm/domain/task/task.schema';
import { changedFields, toTaskUpdate } from '@tm/domain/task/task-update';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEventMap } from '../../events/app-events.ts';
import type { InsertedTask } from './task-writes.ts';

// Published only after the transaction has committed: a client that refetches
// on an event must find the change, and a rolled-back change is never announced.
// The list caches need no word from here: they check the database's change log
// (list-cache/), which sees every instance's writes. Members hear of a task in its
// project's room (and admins in theirs): nobody hears of a task they may not see.

/** A failing subscriber (notifications, ticketing) must not turn a committed change into an error. */
function emitApp<E extends keyof AppEventMap>(deps: AppDeps, event: E, ...args: AppEventMap[E]): void {
  try {
    (deps.events.emit as (e: E, ...a: AppEventMap[E]) => boolean)(event, ...args);
  } catch (err) {
    deps.log.error({ err, event }, 'app event subscriber failed');
  }
}

export function publishCreated(deps: AppDeps, { task, written }: InsertedTask, actorId: string): void {
  announceCreated(deps, task);
  emitApp(deps, 'task.created', { task, actorId, written });
}

/** `webhookEvents`: the outbox rows the change wrote with it (their flush is woken only for some). */
export function publishUpdated(
  deps: AppDeps,
  before: Task,
  after: Task,
  actorId: string | null,
  webhookEvents: number,
): void {
  deps.realtime.toProject(after.projectId, 'task:updated', toTaskUpdate(after, changedFields(before, after)));
  // Moved to a project some of its former readers do not see: to them it is gone.
  if (before.projectId !== after.projectId) {
    deps.realtime.toProjectExcept(before.projectId, after.projectId, 'task:deleted', { id: after.id });
  }
  if (before.isPublic || after.isPublic) deps.realtime.publicChanged();
  emitApp(deps, 'task.updated', { task: after, before, actorId, webhookEvents });
}

export function publishDeleted(deps: AppDeps, task: Task, actorId: string): void {
  deps.realtime.toProject(task.projectId, 'task:deleted', { id: task.id });
  if (task.isPublic) deps.realtime.publicChanged();
  emitApp(deps, 'task.deleted', { taskId: task.id, actorId });
}

/**
 * A comment changes the task members see (its comment list), not the public view.
 * Members get the comment alone: sending the whole task with every comment to
 * every member made each comment cost the thread's size times the team's.
 */
export function publishCommented(deps: AppDeps, task: Task, comment: Comment, actorId: string): void {
  deps.realtime.toProject(task.projectId, 'comment:added', { taskId: task.id, comment });
  emitApp(deps, 'comment.created', { task, commentId: comment.id, content: comment.content, actorId });
}

/** An edited comment reaches members alone (as an added one does); new mentions in it are told. */
export function publishCommentEdited(
  deps: AppDeps,
  task: Task,
  comment: Comment,
  before: string,
  actorId: string,
): void {
  deps.realtime.toProject(task.projectId, 'comment:updated', { taskId: task.id, comment });
  emitApp(deps, 'comment.updated', {
    task,
    commentId: comment.id,
    before,
    content: comment.content,
    actorId,
  });
}

export function publishCommentDeleted(deps: AppDeps, task: Task, commentId: string): void {
  deps.realtime.toProject(task.projectId, 'comment:deleted', { taskId: task.id, id: commentId });
}

/** A task that appears (made, restored, imported) to those who see its project; no app event. */
export function announceCreated(deps: AppDeps, task: Task): void {
  deps.realtime.toProject(task.projectId, 'task:created', task);
  if (task.isPublic) deps.realtime.publicChanged();
}
