import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps.ts';
import { webhookRepository } from './webhook.repository.ts';
import { DELIVER_JOB, type DeliveryJob, deliver } from './webhook-delivery.ts';
import { FLUSH_JOB, flushWebhookOutbox, purgeDoneOutbox } from './webhook-flush.ts';
import { WEBHOOK_EVENTS_ON_CREATION } from './webhook-outbox.ts';

const PURGE_JOB = 'webhooks.purge-log';

/**
 * Events leave through the outbox, flushed when a change is committed, when a retry
 * is due and every minute as a sweep; test events and redeliveries are queued jobs,
 * once across instances. The log is purged daily.
 */
export function defineWebhookJobs(deps: AppDeps): void {
  deps.taskCreationWrites.add(WEBHOOK_EVENTS_ON_CREATION);
  deps.jobs.define({
    name: FLUSH_JOB,
    // One waiting and one running per key: a burst of changes queues a single flush. A
    // flush stops claiming after 60 s, so one left running by a dead instance expires soon.
    queue: { policy: 'stately', retryLimit: 0, expireInSeconds: 180 },
    cron: '* * * * *',
    pollingIntervalSeconds: 1,
    handle: () => flushWebhookOutbox(deps),
  });
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
      const em = deps.orm.em.fork() as EntityManager;
      const purged = await webhookRepository.purgeOld(em);
      const done = await purgeDoneOutbox(em);
      if (purged || done) {
        deps.log.info(
          { purged, done },
          'webhook delivery log and outbox: entries older than 30 days removed',
        );
      }
    },
  });
}
