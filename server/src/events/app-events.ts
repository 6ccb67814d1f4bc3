import { EventEmitter } from 'node:events';
import type { InboxItem } from '@tm/domain/notification/inbox.schema';
import type { Task } from '@tm/domain/task/task.schema';

/**
 * In-process domain events, published by services after their transaction
 * commits. Side effects that must not slow or fail the request (notifications,
 * ticketing) subscribe here instead of being called from the services.
 */
export interface AppEventMap {
  /** `written`: how many rows each creation write wrote with the task (tasks/task-creation-writes.ts). */
  'task.created': [{ task: Task; actorId: string; written: Record<string, number> }];
  /** `webhookEvents`: the webhook outbox rows written with the change (none: no webhook hears it). */
  'task.updated': [{ task: Task; before: Task; actorId: string | null; webhookEvents: number }];
  /** The task went to the trash (modules/trash): it may come back, its files stay. */
  'task.deleted': [{ taskId: string; actorId: string }];
  /** A trashed task was deleted for good (purged now or by the trash job): its files may go. */
  'task.purged': [{ taskId: string }];
  'comment.created': [{ task: Task; commentId: string; content: string; actorId: string }];
  /** Its author changed a comment's text (`before`: the text it replaced). */
  'comment.updated': [{ task: Task; commentId: string; before: string; content: string; actorId: string }];
  /** A user was soft-deleted (their sessions and sockets are already ended). */
  'user.deleted': [{ userId: string; actorId: string }];
  /** An account was made (sign-up, a first name-only login, an admin); `actorId` null when it made itself. */
  'user.created': [{ user: { id: string; name: string }; actorId: string | null }];
  /** A new inbox item was stored (committed) for `userId`: the one hook for other deliveries (Web Push). */
  'notification.created': [{ userId: string; item: InboxItem }];
}

export class AppEvents extends EventEmitter<AppEventMap> {}
