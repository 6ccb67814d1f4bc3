import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps.ts';
import { mailOutboxRepository } from './mail-outbox.repository.ts';
import { createMailTransport, type MailTransport } from './mail-transport.ts';

export const MAIL_FLUSH_JOB = 'mail.flush';
const BATCH = 20;
const KEEP_SENT_DAYS = 30;
/** Sent mail is marked at the latest this long after the previous mark (the claim's lease is 120 s). */
const MARK_SENT_WITHIN_MS = 10_000;

/** Exponential backoff: 5 s, 10 s, 20 s ... capped at an hour. Mail is never given up. */
function retryDelaySeconds(attempts: number): number {
  return Math.min(5 * 2 ** Math.max(0, attempts - 1), 3600);
}

/**
 * Delivers the outbox. Triggered when mail is written, after a failure when the
 * next retry is due, and every minute as a sweep, so nothing waits forever.
 */
export function defineMailJobs(deps: AppDeps): MailTransport {
  const transport = createMailTransport({
    smtpUrl: deps.config.smtpUrl,
    from: deps.config.mailFrom,
    dataDir: deps.config.dataDir,
  });
  deps.jobs.define({
    name: MAIL_FLUSH_JOB,
    // One waiting and one running per key: a burst of notifications queues a single flush.
    queue: { policy: 'stately', retryLimit: 0, expireInSeconds: 600 },
    cron: '* * * * *',
    pollingIntervalSeconds: 1,
    handle: () => flushOutbox(deps, transport),
  });
  return transport;
}

async function flushOutbox(deps: AppDeps, transport: MailTransport): Promise<void> {
  const em = deps.orm.em.fork() as EntityManager;
  for (;;) {
    const { mails: batch, dropped } = await mailOutboxRepository.claimDue(
      em,
      BATCH,
      deps.config.mailPerRecipientPerHour,
    );
    // Dropped, not deferred: a backlog would keep flooding the address for hours after
    // the burst, and every notification also reached its member in the app. The rows
    // stay in the outbox with the reason, like sent mail, for 30 days.
    for (const mailId of dropped) {
      deps.log.warn(
        { mailId, perHour: deps.config.mailPerRecipientPerHour },
        'mail dropped: recipient limit reached',
      );
    }
    // Sent mail is marked in one statement per batch, or sooner when the mail server
    // is slow, well inside the claim's lease. Should this instance die before, the
    // lease ends and those mails are sent again: at least once, never lost.
    const sent: string[] = [];
    let markedAt = Date.now();
    const markSent = async () => {
      await mailOutboxRepository.markSent(em, sent.splice(0));
      markedAt = Date.now();
    };
    for (const mail of batch) {
      try {
        await transport.send({
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.bodyText,
          ...(mail.bodyHtml ? { html: mail.bodyHtml } : {}),
        });
        sent.push(mail.id);
        if (Date.now() - markedAt > MARK_SENT_WITHIN_MS) await markSent();
      } catch (err) {
        const delay = retryDelaySeconds(mail.attempts);
        await mailOutboxRepository.markFailed(em, mail.id, describe(err), delay);
        deps.log.warn(
          { mailId: mail.id, attempts: mail.attempts, retryInSeconds: delay, err: describe(err) },
          'mail not sent',
        );
      }
    }
    await markSent();
    if (batch.length + dropped.length < BATCH) break;
  }
  await mailOutboxRepository.purgeSent(em, KEEP_SENT_DAYS);
  const next = await mailOutboxRepository.secondsUntilNextDue(em);
  // A retry due before the next minute's sweep gets its own delayed flush.
  if (next !== null && next < 60) {
    await deps.jobs.enqueue(MAIL_FLUSH_JOB, {}, { singletonKey: 'retry', startAfterSeconds: next });
  }
}

/** The SMTP error's own text (never the message body or credentials). */
function describe(err: unknown): string {
  const e = err as { code?: string; responseCode?: number; message?: string };
  return [e.code, e.responseCode, e.message].filter(Boolean).join(' ') || 'unknown error';
}
