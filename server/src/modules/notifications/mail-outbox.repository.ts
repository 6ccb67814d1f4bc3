import type { EntityManager } from '@mikro-orm/postgresql';
import { IN_IDS, idsParam, preparedQuery } from '../../db/prepared-statements.ts';

export interface PendingMail {
  id: string;
  toAddress: string;
  subject: string;
  bodyText: string;
  attempts: number;
}

/** How long a claimed mail stays reserved for the instance sending it; after that another may retry. */
const LEASE_SECONDS = 120;

export const mailOutboxRepository = {
  /**
   * Reserves up to `limit` mails that are due, in one statement: two instances
   * flushing at once never claim the same mail (SKIP LOCKED), and a mail whose
   * sender died becomes due again when its lease ends.
   */
  async claimDue(em: EntityManager, limit: number): Promise<PendingMail[]> {
    return preparedQuery<PendingMail>(
      em,
      `update mail_outbox set attempts = attempts + 1,
         next_attempt_at = now() + make_interval(secs => ?)
       where id in (
         select id from mail_outbox
         where sent_at is null and next_attempt_at <= now()
         order by next_attempt_at, created_at limit ? for update skip locked)
       returning id, to_address as "toAddress", subject, body_text as "bodyText", attempts`,
      [LEASE_SECONDS, limit],
    );
  },

  /** Marks a batch sent in one statement. */
  async markSent(em: EntityManager, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await preparedQuery(em, `update mail_outbox set sent_at = now(), last_error = null where id ${IN_IDS}`, [
      idsParam(ids),
    ]);
  },

  async markFailed(em: EntityManager, id: string, error: string, retryInSeconds: number): Promise<void> {
    await em.execute(
      `update mail_outbox set last_error = ?, next_attempt_at = now() + make_interval(secs => ?)
       where id = ?`,
      [error.slice(0, 1000), retryInSeconds, id],
    );
  },

  /** Seconds until the next unsent mail is due (0 when one is due now), or null when none waits. */
  async secondsUntilNextDue(em: EntityManager): Promise<number | null> {
    const [row] = await em.execute<{ seconds: number | null }[]>(
      `select greatest(0, extract(epoch from min(next_attempt_at) - now()))::float8 as seconds
       from mail_outbox where sent_at is null`,
    );
    return row?.seconds ?? null;
  },

  /** Sent mail is kept a while for inspection, then removed. */
  async purgeSent(em: EntityManager, olderThanDays: number): Promise<void> {
    await em.execute(`delete from mail_outbox where sent_at < now() - make_interval(days => ?)`, [
      olderThanDays,
    ]);
  },
};
