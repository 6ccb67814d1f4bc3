import type { EntityManager } from '@mikro-orm/postgresql';
import type { NotificationPayload } from '@tm/domain/realtime/socket-events';
import type { Task } from '@tm/domain/task/task.schema';
import { renderMentions } from '@tm/domain/text/mentions';
import type { AppDeps } from '../../app-deps.ts';
import { inboxRepository, type NewInboxItem } from '../inbox/inbox.repository.ts';
import { announceInboxItems } from '../inbox/inbox.service.ts';
import { projectReaders } from '../projects/project-access.ts';
import { notificationMail } from './mail-message.ts';
import { MAIL_FLUSH_JOB } from './mail-outbox.job.ts';
import { notificationRepository, type OutgoingMail, type RecipientRow } from './notification.repository.ts';
import type { NotificationKind, Recipient } from './notification-recipients.ts';

const OPTED_IN: Record<NotificationKind, (u: RecipientRow) => boolean> = {
  assigned: (u) => u.notifyOnAssign,
  completed: (u) => u.notifyOnComplete,
  commented: (u) => u.notifyOnComment,
  mentioned: (u) => u.notifyOnMention,
};

/** Kinds told about one text (a comment, a description): a person hears of that text once. */
const ABOUT_THE_TEXT: ReadonlySet<NotificationKind> = new Set(['mentioned', 'commented']);

/** Who to tell about which task, and why (a comment carries its text; a description's mention, the description). */
export interface NotificationRequest {
  task: Task;
  actorId: string | null;
  recipients: Recipient[];
  comment?: string;
  mentionText?: string | null;
}

/**
 * Tells each recipient who opted in: a `notification` socket event to their
 * room, and a mail through the outbox (delivered by the mail job, so a slow or
 * failing mail server never delays anyone).
 *
 * Requests are delivered in batches, the way a database commits in groups: while
 * one batch is written, the next collects. A quiet server delivers each request
 * at once; under a burst of changes a batch costs one lookup of the recipients,
 * one outbox insert and one queued flush, not three statements per change
 * (bench/RESULTS.md).
 */
export class Notifier {
  private pending: NotificationRequest[] = [];
  private running: Promise<void> | null = null;

  private readonly deps: AppDeps;

  constructor(deps: AppDeps) {
    this.deps = deps;
  }

  add(request: NotificationRequest): void {
    if (request.recipients.length === 0) return;
    this.pending.push(request);
    this.running ??= this.deliverPending();
  }

  /** Resolves once every request added so far is delivered (or its failure logged). */
  async drain(): Promise<void> {
    while (this.running) await this.running;
  }

  private async deliverPending(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0);
      try {
        await deliver(this.deps, batch);
      } catch (err) {
        this.deps.log.error({ err, notifications: batch.length }, 'notification failed');
      }
    }
    this.running = null;
  }
}

async function deliver(deps: AppDeps, batch: NotificationRequest[]): Promise<void> {
  const em = deps.orm.em.fork() as EntityManager;
  const ids = new Set<string>();
  for (const { actorId, recipients } of batch) {
    if (actorId) ids.add(actorId);
    for (const r of recipients) ids.add(r.userId);
  }
  const byId = new Map((await notificationRepository.findUsers(em, [...ids])).map((u) => [u.id, u]));
  // Nobody is told of a task of a project they are not in (removed since, or never in it).
  const sees = await projectReaders(em, [...ids], [...new Set(batch.map((b) => b.task.projectId))]);
  const mails: OutgoingMail[] = [];
  const inbox: NewInboxItem[] = [];
  // Mail shows each mention as the member's name (those read here), else as the name in the token.
  const nameOf = (id: string) => byId.get(id)?.name;
  for (const { task, actorId, recipients, comment, mentionText } of batch) {
    const actor = actorId ? byId.get(actorId) : undefined;
    const toldOfText = new Set<string>();
    for (const { userId, kind } of recipients) {
      const user = byId.get(userId);
      if (!user || !OPTED_IN[kind](user) || !sees(userId, task.projectId)) continue;
      if (ABOUT_THE_TEXT.has(kind)) {
        if (toldOfText.has(userId)) continue;
        toldOfText.add(userId);
      }
      const payload: NotificationPayload = {
        kind,
        taskId: task.id,
        taskTitle: task.title,
        actor: { name: actor?.name ?? '', avatar: actor?.avatar ?? '' },
        createdAt: new Date().toISOString(),
      };
      deps.realtime.toUser(userId, 'notification', payload);
      inbox.push({ userId, type: kind, taskId: task.id, title: task.title });
      if (user.mailTo) {
        const quoted = kind === 'mentioned' ? (comment ?? mentionText ?? undefined) : comment;
        const content = notificationMail(kind, task, actor?.name ?? '', {
          appUrl: deps.config.publicUrl,
          language: user.language,
          ...(quoted != null ? { comment: renderMentions(quoted, nameOf) } : {}),
        });
        mails.push({ toAddress: user.mailTo, ...content });
      }
    }
  }
  // The inbox keeps what the toast showed (issue 20); its own events follow the insert.
  announceInboxItems(deps, await inboxRepository.insert(em, inbox));
  if (mails.length === 0) return;
  await notificationRepository.addToOutbox(em, mails);
  await deps.jobs.enqueue(MAIL_FLUSH_JOB, {}, { singletonKey: 'now' });
}
