import type { NotificationPayload } from '@tm/domain/realtime/socket-events';
import type { Task } from '@tm/domain/task/task.schema';
import { addedMentions, mentionedUserIds } from '@tm/domain/text/mentions';

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

/** A task created with an assignee other than its creator tells the assignee; its description's mentions are told. */
export function recipientsForCreated(task: Task, actorId: string): Recipient[] {
  return [
    ...distinct('assigned', [task.assigneeId], actorId),
    ...distinct('mentioned', mentionedUserIds(task.description), actorId),
  ];
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
  // Only mentions the change added: editing a description never tells someone twice.
  recipients.push(...distinct('mentioned', addedMentions(before.description, after.description), actorId));
  return recipients;
}

/**
 * A comment tells the members it mentions, then the task's owner and assignee, never
 * its author. Listed in that order because one text tells a person once: the
 * notifier keeps the first of these two kinds a person opted into.
 */
export function recipientsForComment(task: Task, authorId: string, content = ''): Recipient[] {
  return [
    ...distinct('mentioned', mentionedUserIds(content), authorId),
    ...distinct('commented', [task.ownerId, task.assigneeId], authorId),
  ];
}

/** An edited comment tells only the members the edit newly mentions. */
export function recipientsForEditedComment(before: string, after: string, authorId: string): Recipient[] {
  return distinct('mentioned', addedMentions(before, after), authorId);
}
