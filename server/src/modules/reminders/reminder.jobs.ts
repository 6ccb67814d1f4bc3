import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps.ts';
import { inboxRepository, type NewInboxItem, type StoredInboxItem } from '../inbox/inbox.repository.ts';
import { announceInboxItems } from '../inbox/inbox.service.ts';
import { mailText } from '../notifications/mail-i18n.ts';
import { overdueDigestMail, reminderMail } from '../notifications/mail-message.ts';
import { MAIL_FLUSH_JOB } from '../notifications/mail-outbox.job.ts';
import { notificationRepository, type OutgoingMail } from '../notifications/notification.repository.ts';
import {
  type CandidateTask,
  type DeliveryKey,
  keyOf,
  type RecipientSettings,
  reminderRepository,
} from './reminder.repository.ts';
import { planReminders } from './reminder-planner.ts';

const REMINDER_SWEEP_JOB = 'reminders.sweep';
/** Delivery keys are kept a month: the planner never proposes a slot older than a week. */
const KEEP_DELIVERIES_DAYS = 30;

/**
 * Every minute, one sweep across all instances (pg-boss cron, `stately`) asks the
 * database which reminders are due and sends them. Should two sweeps run at once
 * anyway, the deliveries' unique key lets each reminder through once.
 */
export function defineReminderJobs(deps: AppDeps): void {
  deps.jobs.define({
    name: REMINDER_SWEEP_JOB,
    queue: { policy: 'stately', retryLimit: 0, expireInSeconds: 300 },
    cron: '* * * * *',
    handle: async () => {
      await runReminderSweep(deps, new Date());
    },
  });
}

/** What one sweep sent: reminders and digests, by their keys. */
export interface SweepResult {
  sent: DeliveryKey[];
}

/** Plans reminders at `now` (the clock is injected: tests pass theirs) and delivers the due ones once. */
export async function runReminderSweep(deps: AppDeps, now: Date): Promise<SweepResult> {
  const em = deps.orm.em.fork() as EntityManager;
  const tasks = await reminderRepository.candidates(em, now);
  const recipients = await reminderRepository.recipients(em, [...new Set(tasks.map((t) => t.recipientId))]);
  const settingsOf = new Map(recipients.map((r) => [r.id, r]));
  const plan = planReminders(now, settingsOf, tasks);
  const done = await reminderRepository.recentKeys(em, now);
  const keys: DeliveryKey[] = [
    ...plan.reminders.map((r) => ({
      kind: r.kind,
      userId: r.userId,
      taskId: r.taskId,
      localDay: r.localDay,
    })),
    ...plan.digests.map((d) => ({
      kind: 'overdue_digest' as const,
      userId: d.userId,
      taskId: null,
      localDay: d.localDay,
    })),
  ].filter((k) => !done.has(keyOf(k)));
  if (keys.length === 0) return { sent: [] };

  const taskById = new Map(tasks.map((t) => [t.id, t]));
  const digestTasks = new Map(plan.digests.map((d) => [d.userId, d.taskIds.map((id) => taskById.get(id)!)]));
  let stored: StoredInboxItem[] = [];
  let mails = 0;
  const sent = await em.transactional(async (tx) => {
    const claimed = await reminderRepository.claim(tx, keys);
    const items: NewInboxItem[] = [];
    const outgoing: OutgoingMail[] = [];
    for (const key of claimed) {
      const user = settingsOf.get(key.userId)!;
      const told = tell(
        deps,
        key,
        user,
        key.taskId ? [taskById.get(key.taskId)!] : (digestTasks.get(key.userId) ?? []),
      );
      items.push(told.item);
      if (told.mail) outgoing.push(told.mail);
    }
    stored = await inboxRepository.insert(tx, items);
    await notificationRepository.addToOutbox(tx, outgoing);
    mails = outgoing.length;
    return claimed;
  });
  announceInboxItems(deps, stored);
  if (mails > 0) await deps.jobs.enqueue(MAIL_FLUSH_JOB, {}, { singletonKey: 'now' });
  await reminderRepository.purgeOlderThan(em, KEEP_DELIVERIES_DAYS, now);
  if (sent.length > 0) deps.log.info({ reminders: sent.length }, 'reminders sent');
  return { sent };
}

/** The inbox item and the mail (in the member's language) of one delivery. */
function tell(
  deps: AppDeps,
  key: DeliveryKey,
  user: RecipientSettings,
  tasks: CandidateTask[],
): { item: NewInboxItem; mail: OutgoingMail | null } {
  const options = { appUrl: deps.config.publicUrl, language: user.language };
  if (key.kind === 'overdue_digest') {
    const content = overdueDigestMail(tasks, options);
    return {
      item: {
        userId: key.userId,
        type: 'overdue_digest',
        taskId: null,
        title: mailText(user.language, 'digest.inboxTitle', { count: tasks.length }),
      },
      mail: user.mailTo ? { toAddress: user.mailTo, ...content } : null,
    };
  }
  const task = tasks[0]!;
  const content = reminderMail(key.kind, task, options);
  return {
    item: { userId: key.userId, type: 'reminder', taskId: task.id, title: task.title },
    mail: user.mailTo ? { toAddress: user.mailTo, ...content } : null,
  };
}
