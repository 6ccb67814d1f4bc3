import type { AppDeps } from '../../app-deps.ts';
import { purgeExpiredTrash } from './trash.service.ts';

export const PURGE_TRASH_JOB = 'trash-purge';

/** Once a day (03:17 UTC, away from the hour's other jobs), across instances: tasks past their time in the trash go. */
export function defineTrashJobs(deps: AppDeps): void {
  deps.jobs.define({
    name: PURGE_TRASH_JOB,
    queue: { policy: 'stately', retryLimit: 2, expireInSeconds: 600 },
    cron: '17 3 * * *',
    handle: async () => {
      await purgeExpiredTrash(deps);
    },
  });
}
