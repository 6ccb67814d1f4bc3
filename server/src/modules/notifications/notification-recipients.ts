import type { NotificationPayload } from '@tm/domain/realtime/socket-events';
import type { Task } from '@tm/domain/task/task.schema';

export type NotificationKind = NotificationPayload['kind'];

export interface Recipient {
  userId: string;
  kind: NotificationKind;
}

/** Users to tell about a change, never the person who made it; each user once per kind. */
function distinct(kind: NotificationKind, ids: (string | null)[], actorId: string | null): Recipient[] {
  const unique = new Set(ids.filter((id): id is string => id !== null && id !== actorId));
  return [...unique].map((userId) => ({ userId, kind }));
}

/** A task created with an assignee other than its creator tells the assignee. */
export function recipientsForCreated(task: Task, actorId: string): Recipient[] {
  return distinct('assigned', [task.assigneeId], actorId);
}

/** Assignment tells the new assignee; completion tells owner and assignee. */
export function recipientsForUpdated(before: Task, after: Task, actorId: string | null): Recipient[] {
  const recipients: Recipient[] = [];
  if (after.assigneeId !== before.assigneeId) {
    recipients.push(...distinct('assigned', [after.assigneeId], actorId));
  }
  if (after.status === 'done' && before.status !== 'done') {
    recipients.push(...distinct('completed', [after.ownerId, after.assigneeId], actorId));
  }
  return recipients;
}

/** A comment tells the task's owner and assignee, not its author. */
export function recipientsForComment(task: Task, authorId: string): Recipient[] {
  return distinct('commented', [task.ownerId, task.assigneeId], authorId);
}
