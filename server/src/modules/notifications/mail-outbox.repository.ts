import type { EntityManager } from '@mikro-orm/postgresql';
import { IN_IDS, idsParam, preparedQuery } from '../../db/prepared-statements.ts';
import { type LimitCandidate, splitByRecipientLimit } from './mail-recipient-limit.ts';

export interface PendingMail {
  id: string;
  toAddress: string;
  subject: string;
  bodyText: string;
  bodyHtml: string | null;
  attempts: number;
}

/** Mails reserved for sending, and the ids of those the recipient limit dropped. */
export interface Claim {
  mails: PendingMail[];
  dropped: string[];
}

/** How long a claimed mail stays reserved for the instance sending it; after that another may retry. */
const LEASE_SECONDS = 120;

/**
 * What a mail's body becomes once it is sent or dropped when it held a single-use
 * link: sent mail stays 30 days (and in every backup of them), the link must not.
 */
const SENT_SECRET_BODY = '[Removed once sent: this mail held a single-use link.]';

/** Set beside `sent_at` or `dropped_at`, in the same statement: the link never outlives the sending. */
const FORGET_SECRET = `body_text = case when holds_secret then ? else body_text end,
  body_html = case when holds_secret then null else body_html end, holds_secret = false`;

export const mailOutboxRepository = {
  /**
   * Reserves up to `limit` mails that are due, applying the per-recipient limit:
   * a new mail to an address that already had `perHour` mails counted in the last
   * hour is dropped (kept with its reason, never sent). Claims run one at a time
   * across instances (an advisory lock held for this short transaction), so the
   * count cannot be read by two senders at once; a mail whose sender died becomes
   * due again when its lease ends.
   */
  async claimDue(em: EntityManager, limit: number, perHour: number): Promise<Claim> {
    return em.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', ['mail-outbox:claim']);
      const due = await tx.execute<LimitCandidate[]>(
        `select id, to_address as "toAddress", counted_at is not null as counted from mail_outbox
         where sent_at is null and dropped_at is null and next_attempt_at <= now()
         order by next_attempt_at, created_at limit ? for update skip locked`,
        [limit],
      );
      if (due.length === 0) return { mails: [], dropped: [] };
      const addresses = [...new Set(due.filter((m) => !m.counted).map((m) => m.toAddress.toLowerCase()))];
      const counts = await tx.execute<{ address: string; n: number }[]>(
        `select lower(to_address) as address, count(*)::int as n from mail_outbox
         where counted_at > now() - interval '1 hour'
           and lower(to_address) in (select value from json_array_elements_text(?::json))
         group by 1`,
        [JSON.stringify(addresses)],
      );
      const { send, drop } = splitByRecipientLimit(
        due,
        new Map(counts.map((c) => [c.address, c.n])),
        perHour,
      );
      const mails =
        send.length === 0
          ? []
          : await tx.execute<PendingMail[]>(
              `update mail_outbox set attempts = attempts + 1, counted_at = coalesce(counted_at, now()),
                 next_attempt_at = now() + make_interval(secs => ?)
               where id ${IN_IDS}
               returning id, to_address as "toAddress", subject, body_text as "bodyText", body_html as "bodyHtml", attempts`,
              [LEASE_SECONDS, idsParam(send)],
            );
      if (drop.length > 0) {
        await tx.execute(
          `update mail_outbox set dropped_at = now(), last_error = ?, ${FORGET_SECRET} where id ${IN_IDS}`,
          [`dropped: over ${perHour} mails to this address within an hour`, SENT_SECRET_BODY, idsParam(drop)],
        );
      }
      return { mails, dropped: drop };
    });
  },

  /** Marks a batch sent in one statement, forgetting the links they carried. */
  async markSent(em: EntityManager, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await preparedQuery(
      em,
      `update mail_outbox set sent_at = now(), last_error = null, ${FORGET_SECRET} where id ${IN_IDS}`,
      [SENT_SECRET_BODY, idsParam(ids)],
    );
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
       from mail_outbox where sent_at is null and dropped_at is null`,
    );
    return row?.seconds ?? null;
  },

  /** Sent and dropped mail is kept a while for inspection, then removed. */
  async purgeSent(em: EntityManager, olderThanDays: number): Promise<void> {
    await em.execute(
      `delete from mail_outbox where sent_at < now() - make_interval(days => ?)
         or dropped_at < now() - make_interval(days => ?)`,
      [olderThanDays, olderThanDays],
    );
  },
};
