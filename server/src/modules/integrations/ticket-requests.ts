import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps.ts';
import type { TaskCreationWrite } from '../tasks/task-creation-writes.ts';
import { openTicket } from './integration-sync.ts';

// Ticket requests are written with the task, inside its own insert statement (this
// module adds them to it: TICKET_REQUESTS_ON_CREATION below, tasks/task-creation-writes.ts),
// so a task acknowledged to its creator always has them, whatever happens next. They
// are delivered like the mail outbox: a flush claims one due request at a time by
// moving its next attempt at least 30 s ahead (longer than one vendor call may
// take, so no other flush picks it while it is being opened) and deletes it once
// its ticket exists or can never be opened.

export const TICKETS_FLUSH_JOB = 'integrations.tickets-flush';
/** A flush stops taking requests after this long (a dead vendor costs up to 10 s each); the next one goes on. */
const FLUSH_BUDGET_MS = 60_000;

/**
 * A new task opens a ticket in each enabled integration of the member whose action
 * made it (its creator, or the member who completed the task a next occurrence follows).
 */
export const TICKET_REQUESTS_ON_CREATION: TaskCreationWrite = {
  name: 'ticketRequests',
  sql: `insert into ticket_requests (integration_id, task_id)
    select i.id, t.id from t join integrations i on i.user_id = ?::uuid and i.enabled
    returning 1`,
  params: (createdBy) => [createdBy],
};

interface DueRequest {
  integrationId: string;
  taskId: string;
}

/** 30 s, 60 s, 2 min ... capped at an hour after the attempt numbered `attempts` (0 = the first). */
const RETRY_DELAY_SQL = 'least(30 * power(2, r.attempts), 3600)';

const ticketRequests = {
  /** The next due request, moved to its next attempt time in the same statement. */
  async claimNext(em: EntityManager): Promise<DueRequest | null> {
    const [row] = await em.execute<DueRequest[]>(
      `update ticket_requests r
       set attempts = r.attempts + 1, next_attempt_at = now() + make_interval(secs => ${RETRY_DELAY_SQL})
       from (select integration_id, task_id from ticket_requests where next_attempt_at <= now()
             order by next_attempt_at limit 1 for update skip locked) due
       where r.integration_id = due.integration_id and r.task_id = due.task_id
       returning r.integration_id as "integrationId", r.task_id as "taskId"`,
    );
    return row ?? null;
  },

  async remove(em: EntityManager, r: DueRequest): Promise<void> {
    await em.execute('delete from ticket_requests where integration_id = ? and task_id = ?', [
      r.integrationId,
      r.taskId,
    ]);
  },

  /** Seconds until the next request is due (0 when one already is), or null when none waits. */
  async secondsUntilNextDue(em: EntityManager): Promise<number | null> {
    const [row] = await em.execute<{ seconds: number | null }[]>(
      `select greatest(0, extract(epoch from min(next_attempt_at) - now()))::float as seconds
       from ticket_requests`,
    );
    return row?.seconds ?? null;
  },
};

/** Opens the tickets that are due; a vendor that fails keeps its requests for a later attempt. */
export async function flushTicketRequests(deps: AppDeps): Promise<void> {
  const em = deps.orm.em.fork() as EntityManager;
  const deadline = Date.now() + FLUSH_BUDGET_MS;
  while (Date.now() < deadline) {
    const request = await ticketRequests.claimNext(em);
    if (!request) break;
    if (await openTicket(deps, request.integrationId, request.taskId))
      await ticketRequests.remove(em, request);
  }
  const next = await ticketRequests.secondsUntilNextDue(em);
  // A retry due before the next minute's sweep gets its own delayed flush.
  if (next !== null && next < 60) {
    await deps.jobs.enqueue(TICKETS_FLUSH_JOB, {}, { singletonKey: 'retry', startAfterSeconds: next });
  }
}
