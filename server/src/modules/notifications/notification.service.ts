import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationPayload } from '@tm/domain/realtime/socket-events';
import type { Task } from '@tm/domain/task/task.schema';
import type { AppDeps } from '../../app-deps.ts';
import { notificationMail } from './mail-message.ts';
import { MAIL_FLUSH_JOB } from './mail-outbox.job.ts';
import { notificationRepository, type OutgoingMail, type RecipientRow } from './notification.repository.ts';
import type { NotificationKind, Recipient } from './notification-recipients.ts';

const OPTED_IN: Record<NotificationKind, (u: RecipientRow) => boolean> = {
  assigned: (u) => u.notifyOnAssign,
  completed: (u) => u.notifyOnComplete,
  commented: (u) => u.notifyOnComment,
};

/**
 * Tells each recipient who opted in: a `notification` socket event to their
 * room now, and a mail through the outbox (delivered by the mail job, so a
 * slow or failing mail server never delays anyone).
 */
export async function notify(
  deps: AppDeps,
  task: Task,
  actorId: string | null,
  recipients: Recipient[],
  comment?: string,
): Promise<void> {
  if (recipients.length === 0) return;
  const em = deps.orm.em.fork() as EntityManager;
  const ids = [...new Set(recipients.map((r) => r.userId))];
  const users = await notificationRepository.findUsers(em, actorId ? [...ids, actorId] : ids);
  const byId = new Map(users.map((u) => [u.id, u]));
  const actor = actorId ? byId.get(actorId) : undefined;
  const mails: OutgoingMail[] = [];
  for (const { userId, kind } of recipients) {
    const user = byId.get(userId);
    if (!user || !OPTED_IN[kind](user)) continue;
    const payload: NotificationPayload = {
      kind,
      taskId: task.id,
      taskTitle: task.title,
      actor: { name: actor?.name ?? '', avatar: actor?.avatar ?? '' },
      createdAt: new Date().toISOString(),
    };
    deps.realtime.toUser(userId, 'notification', payload);
    if (user.mailTo) {
      const content = notificationMail(kind, task, actor?.name ?? '', {
        appUrl: deps.config.publicUrl,
        ...(comment !== undefined ? { comment } : {}),
      });
      mails.push({ toAddress: user.mailTo, ...content });
    }
  }
  if (mails.length === 0) return;
  await notificationRepository.addToOutbox(em, mails);
  await deps.jobs.enqueue(MAIL_FLUSH_JOB, {}, { singletonKey: 'now' });
}
