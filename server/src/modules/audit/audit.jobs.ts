import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps.ts';
import { auditRepository } from './audit.repository.ts';

const AUDIT_PURGE_JOB = 'audit.purge';

/** Entries older than AUDIT_RETENTION_DAYS are removed once a day, once across instances. */
export function defineAuditJobs(deps: AppDeps): void {
  deps.jobs.define({
    name: AUDIT_PURGE_JOB,
    queue: { policy: 'stately', retryLimit: 0 },
    cron: '17 3 * * *',
    pollingIntervalSeconds: 60,
    handle: async () => {
      await purgeAudit(deps);
    },
  });
}

export async function purgeAudit(deps: AppDeps): Promise<number> {
  const days = deps.config.auditRetentionDays;
  const purged = await auditRepository.purgeOlderThan(deps.orm.em.fork() as EntityManager, days);
  if (purged) deps.log.info({ purged, days }, 'audit log: entries past the retention removed');
  return purged;
}
