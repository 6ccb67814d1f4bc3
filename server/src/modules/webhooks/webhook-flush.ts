import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps.ts';
import { attemptDelivery } from './webhook-delivery.ts';

export const FLUSH_JOB = 'webhooks.flush';
/**
 * How long a claimed row stays reserved for the instance sending it: longer than
 * one attempt can take (a 10 s timeout, then its log), so no other flush sends it
 * meanwhile. An instance that dies with rows claimed leaves them due again after it.
 */
const LEASE_SECONDS = 60;
/** A flush stops claiming after this long (a dead receiver costs up to 10 s an attempt); another one goes on. */
const FLUSH_BUDGET_MS = 60_000;

interface ClaimedRow {
  id: string;
  webhookId: string;
  eventId: string;
  type: string;
  body: string;
  attempts: number;
  /** When the event was written (ms): retries stop 24 h after it. */
  createdAt: number;
}

const outbox = {
  /** The next due row, moved past its attempt's lease in the same statement, which holds its lock alone. */
  async claimNext(em: EntityManager): Promise<ClaimedRow | null> {
    const [row] = await em.execute<ClaimedRow[]>(
      `update webhook_outbox o
       set attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => ?)
       from (select id from webhook_outbox where done_at is null and next_attempt_at <= now()
             order by next_attempt_at, created_at limit 1 for update skip locked) due
       where o.id = due.id
       returning o.id, o.webhook_id as "webhookId", o.event_id as "eventId", o.event_type as type, o.body,
         o.attempts, (extract(epoch from o.created_at) * 1000)::float8 as "createdAt"`,
      [LEASE_SECONDS],
    );
    return row ?? null;
  },

  async markDone(em: EntityManager, id: string): Promise<void> {
    await em.execute('update webhook_outbox set done_at = now() where id = ?', [id]);
  },

  async retryIn(em: EntityManager, id: string, seconds: number): Promise<void> {
    await em.execute(
      'update webhook_outbox set next_attempt_at = now() + make_interval(secs => ?) where id = ?',
      [seconds, id],
    );
  },

  /** Seconds until the next row is due (0 when one is due now), or null when none waits. */
  async secondsUntilNextDue(em: EntityManager): Promise<number | null> {
    const [row] = await em.execute<{ seconds: number | null }[]>(
      `select greatest(0, extract(epoch from min(next_attempt_at) - now()))::float8 as seconds
       from webhook_outbox where done_at is null`,
    );
    return row?.seconds ?? null;
  },

  /** Rows done are kept as long as the delivery log. */
  async purgeDone(em: EntityManager): Promise<number> {
    const rows = await em.execute<{ id: string }[]>(
      `delete from webhook_outbox where done_at < now() - interval '30 days' returning id`,
    );
    return rows.length;
  },
};

export const purgeDoneOutbox = outbox.purgeDone;

/**
 * Sends the due rows of the outbox, one claimed at a time, each with its event id
 * and body as written. A row is done once answered 2xx (or refused for good); should
 * this instance die between the answer and that mark, the row is sent again when
 * its lease ends: at least once, with the event id for receivers to drop a repeat.
 */
export async function flushWebhookOutbox(deps: AppDeps): Promise<void> {
  const em = deps.orm.em.fork() as EntityManager;
  const started = Date.now();
  for (;;) {
    if (Date.now() - started > FLUSH_BUDGET_MS) {
      await deps.jobs.enqueue(FLUSH_JOB);
      return;
    }
    const row = await outbox.claimNext(em);
    if (!row) break;
    // Written by SQL or by JSON.stringify: sent and logged in one form at every attempt.
    const body = JSON.stringify(JSON.parse(row.body));
    const outcome = await attemptDelivery(deps, em, {
      webhookId: row.webhookId,
      eventId: row.eventId,
      type: row.type,
      body,
      attempt: row.attempts,
      firstQueuedAt: row.createdAt,
    });
    if (outcome.done || outcome.retryInSeconds === null) await outbox.markDone(em, row.id);
    else await outbox.retryIn(em, row.id, outcome.retryInSeconds);
  }
  const next = await outbox.secondsUntilNextDue(em);
  // A retry due before the next minute's sweep gets its own delayed flush, one per second it is due.
  if (next !== null && next < 60) {
    await deps.jobs.enqueue(
      FLUSH_JOB,
      {},
      { singletonKey: `at-${Math.ceil(Date.now() / 1000 + next)}`, startAfterSeconds: next },
    );
  }
}
