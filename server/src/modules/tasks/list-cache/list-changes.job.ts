import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../../app-deps.ts';
import { pruneListChanges } from './list-changes.ts';

const PRUNE_LIST_CHANGES_JOB = 'tasks.prune-list-changes';

/** Keeps the task list's change log small: once a minute, on one instance, old rows go. */
export function defineTaskListJobs(deps: AppDeps): void {
  deps.jobs.define({
    name: PRUNE_LIST_CHANGES_JOB,
    queue: { policy: 'stately', retryLimit: 0, expireInSeconds: 60 },
    cron: '* * * * *',
    pollingIntervalSeconds: 30,
    handle: async () => {
      await pruneListChanges(deps.orm.em.fork() as EntityManager);
    },
  });
}
