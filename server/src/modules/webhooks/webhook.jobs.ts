import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps.ts';
import { webhookRepository } from './webhook.repository.ts';
import { DELIVER_JOB, type DeliveryJob, deliver } from './webhook-delivery.ts';

const PURGE_JOB = 'webhooks.purge-log';

/** Deliveries run as queued jobs, once across instances; the log is purged daily. */
export function defineWebhookJobs(deps: AppDeps): void {
  deps.jobs.define<DeliveryJob>({
    name: DELIVER_JOB,
    // A crash mid-attempt (not a failed delivery: that schedules its own retry) runs it again.
    queue: { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
    pollingIntervalSeconds: 1,
    handle: (job) => deliver(deps, job),
  });
  deps.jobs.define({
    name: PURGE_JOB,
    queue: { policy: 'stately', retryLimit: 0 },
    cron: '41 3 * * *',
    pollingIntervalSeconds: 60,
    handle: async () => {
      const purged = await webhookRepository.purgeOld(deps.orm.em.fork() as EntityManager);
      if (purged) deps.log.info({ purged }, 'webhook delivery log: entries older than 30 days removed');
    },
  });
}
