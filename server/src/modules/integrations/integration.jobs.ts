import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps.ts';
import { integrationRepository } from './integration.repository.ts';
import { syncIntegration } from './integration-sync.ts';
import { flushTicketRequests, TICKET_REQUESTS_ON_CREATION, TICKETS_FLUSH_JOB } from './ticket-requests.ts';

export const SYNC_JOB = 'integrations.sync';
const SYNC_SWEEP_JOB = 'integrations.sync-due';

/**
 * Ticket creation and the periodic sync run as queued jobs, once across
 * instances. Tickets are opened from the requests each new task carries
 * (ticket-requests.ts): at once when the task is created, and by a sweep every
 * minute for what is due again or was never flushed.
 */
export function defineIntegrationJobs(deps: AppDeps): void {
  deps.jobs.define({
    name: TICKETS_FLUSH_JOB,
    // One waiting and one running: a burst of new tasks queues a single flush.
    queue: { policy: 'stately', retryLimit: 0, expireInSeconds: 600 },
    cron: '* * * * *',
    pollingIntervalSeconds: 1,
    handle: () => flushTicketRequests(deps),
  });
  deps.jobs.define<{ integrationId: string }>({
    name: SYNC_JOB,
    queue: { policy: 'stately', retryLimit: 0 },
    handle: ({ integrationId }) => syncIntegration(deps, integrationId, { ignoreInterval: false }),
  });
  // Every minute, one instance queues a sync for each integration whose interval has passed.
  deps.jobs.define({
    name: SYNC_SWEEP_JOB,
    queue: { policy: 'stately', retryLimit: 0 },
    cron: '* * * * *',
    // A cron job is due once a minute: no need to look for it more often.
    pollingIntervalSeconds: 10,
    handle: async () => {
      const em = deps.orm.em.fork() as EntityManager;
      for (const integrationId of await integrationRepository.dueForSync(em)) {
        await deps.jobs.enqueue(SYNC_JOB, { integrationId }, { singletonKey: integrationId });
      }
    },
  });
}

/**
 * A task its creator made opens a ticket in each of the creator's enabled
 * integrations: the task's insert wrote the requests, this starts their flush at
 * once. (A deleted user's integrations are erased by the deletion's own
 * transaction, admin/admin.service.ts, not here.)
 */
export function subscribeIntegrations(deps: AppDeps): void {
  // The requests are written with each new task, in its insert (ticket-requests.ts).
  deps.taskCreationWrites.add(TICKET_REQUESTS_ON_CREATION);
  deps.events.on('task.created', ({ task, written }) => {
    if (!written[TICKET_REQUESTS_ON_CREATION.name]) return;
    // Should the queue fail now, the minute's sweep still flushes the requests.
    deps.jobs
      .enqueue(TICKETS_FLUSH_JOB)
      .catch((err) => deps.log.error({ err, taskId: task.id }, 'could not queue ticket creation'));
  });
}
