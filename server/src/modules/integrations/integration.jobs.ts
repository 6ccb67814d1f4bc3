import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps.ts';
import { integrationRepository } from './integration.repository.ts';
import { openTicket, syncIntegration } from './integration-sync.ts';

export const TICKET_JOB = 'integrations.ticket';
export const SYNC_JOB = 'integrations.sync';
const SYNC_SWEEP_JOB = 'integrations.sync-due';

interface TicketJob {
  integrationId: string;
  taskId: string;
}

/**
 * Ticket creation and the periodic sync run as queued jobs: once across
 * instances, retried with backoff when the ticketing system is unreachable.
 */
export function defineIntegrationJobs(deps: AppDeps): void {
  deps.jobs.define<TicketJob>({
    name: TICKET_JOB,
    queue: { retryLimit: 6, retryDelay: 30, retryBackoff: true, retryDelayMax: 3600 },
    handle: async ({ integrationId, taskId }) => {
      if (!(await openTicket(deps, integrationId, taskId))) throw new Error('ticket not opened yet');
    },
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
 * integrations; a deleted user's integrations and keys are erased.
 */
export function subscribeIntegrations(deps: AppDeps): void {
  deps.events.on('user.deleted', ({ userId }) => {
    integrationRepository
      .removeAllForUser(deps.orm.em.fork() as EntityManager, userId)
      .catch((err) => deps.log.error({ err, userId }, 'could not erase the integrations of a deleted user'));
  });
  deps.events.on('task.created', ({ task, actorId }) => {
    const work = async () => {
      const em = deps.orm.em.fork() as EntityManager;
      for (const integrationId of await integrationRepository.enabledIdsForUser(em, actorId)) {
        await deps.jobs.enqueue(TICKET_JOB, { integrationId, taskId: task.id });
      }
    };
    work().catch((err) => deps.log.error({ err, taskId: task.id }, 'could not queue ticket creation'));
  });
}
