import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps.ts';
import { inboxRepository } from './inbox.repository.ts';

const INBOX_PURGE_JOB = 'inbox.purge';
/** Inbox items are kept this long (issue 20), read or not. */
export const INBOX_KEEP_DAYS = 90;

/** Removes inbox items older than 90 days, once a day across all instances. */
export function defineInboxJobs(deps: AppDeps): void {
  deps.jobs.define({
    name: INBOX_PURGE_JOB,
    queue: { policy: 'stately', retryLimit: 2, expireInSeconds: 600 },
    cron: '17 3 * * *',
    handle: async () => {
      await purgeInbox(deps, new Date());
    },
  });
}

export async function purgeInbox(deps: AppDeps, now: Date): Promise<number> {
  const em = deps.orm.em.fork() as EntityManager;
  const removed = await inboxRepository.purgeOlderThan(em, INBOX_KEEP_DAYS, now);
  if (removed > 0) deps.log.info({ removed }, 'old inbox items removed');
  return removed;
}
