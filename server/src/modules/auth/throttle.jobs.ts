import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../app-deps.ts';
import { loginAttemptRepository } from './login-attempt.repository.ts';
import { THROTTLE_WINDOW_MS } from './login-throttle.ts';
import { passwordResetRepository } from './password-reset/password-reset.repository.ts';

const THROTTLE_PRUNE_JOB = 'auth.throttle-prune';

/**
 * Counted sign-in attempts and reset requests past their window count for nothing.
 * A request prunes only the rows of the keys it uses, so those of addresses never
 * seen again would stay forever: once an hour, once across instances, they go.
 */
export function defineThrottleJobs(deps: AppDeps): void {
  deps.jobs.define({
    name: THROTTLE_PRUNE_JOB,
    queue: { policy: 'stately', retryLimit: 0 },
    cron: '41 * * * *',
    pollingIntervalSeconds: 60,
    handle: async () => {
      await pruneThrottleRows(deps);
    },
  });
}

export async function pruneThrottleRows(deps: AppDeps): Promise<{ attempts: number; resets: number }> {
  const em = deps.orm.em.fork() as EntityManager;
  const attempts = await loginAttemptRepository.pruneAll(em, new Date(Date.now() - THROTTLE_WINDOW_MS));
  const resets = await passwordResetRepository.pruneAll(em);
  if (attempts || resets) deps.log.info({ attempts, resets }, 'throttles: rows past their window removed');
  return { attempts, resets };
}
