import type { Task } from '@tm/domain/task/task.schema';
import type { AppDeps } from '../../app-deps.ts';
import type { AppEventMap } from '../../events/app-events.ts';
import { publicListCache } from './public-list-cache.ts';
import type { InsertedTask } from './task-writes.ts';

// Published only after the transaction has committed: a client that refetches
// on an event must find the change, and a rolled-back change is never announced.

/** A failing subscriber (notifications, ticketing) must not turn a committed change into an error. */
function emitApp<E extends keyof AppEventMap>(deps: AppDeps, event: E, ...args: AppEventMap[E]): void {
  try {
    (deps.events.emit as (e: E, ...a: AppEventMap[E]) => boolean)(event, ...args);
  } catch (err) {
    deps.log.error({ err, event }, 'app event subscriber failed');
  }
}

export function publishCreated(deps: AppDeps, { task, ticketRequests }: InsertedTask, actorId: string): void {
  publicListCache(deps).invalidate();
  deps.realtime.toMembers('task:created', task);
  if (task.isPublic) deps.realtime.toEveryone('tasks:public_updated');
  emitApp(deps, 'task.created', { task, actorId, ticketRequests });
}

export function publishUpdated(deps: AppDeps, before: Task, after: Task, actorId: string | null): void {
  publicListCache(deps).invalidate();
  deps.realtime.toMembers('task:updated', after);
  if (before.isPublic || after.isPublic) deps.realtime.toEveryone('tasks:public_updated');
  emitApp(deps, 'task.updated', { task: after, before, actorId });
}

export function publishDeleted(deps: AppDeps, task: Task, actorId: string): void {
  publicListCache(deps).invalidate();
  deps.realtime.toMembers('task:deleted', { id: task.id });
  if (task.isPublic) deps.realtime.toEveryone('tasks:public_updated');
  emitApp(deps, 'task.deleted', { taskId: task.id, actorId });
}

/** A comment changes the task members see (its comment list), not the public view. */
export function publishCommented(
  deps: AppDeps,
  task: Task,
  comment: { id: string; content: string },
  actorId: string,
): void {
  deps.realtime.toMembers('task:updated', task);
  emitApp(deps, 'comment.created', { task, commentId: comment.id, content: comment.content, actorId });
}
