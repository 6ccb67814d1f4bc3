import type { AppDeps } from '../app-deps.ts';
import type { ModuleSubscribers } from '../modules/define-module.ts';
import { modules } from '../modules/index.ts';

export interface BackgroundWork {
  stop(): Promise<void>;
}

/**
 * Starts what runs beside the requests: the job queue with its workers and
 * schedules, and the subscribers that turn app events into notifications and
 * tickets. Stopped before the database closes. Everything runs in the order of
 * `modules/index.ts`: the mail jobs first, the notifier drained before the webhooks
 * and the pushes.
 */
export async function startBackgroundWork(deps: AppDeps): Promise<BackgroundWork> {
  const jobs = modules.flatMap((module) => ('jobs' in module ? [module.jobs(deps)] : []));
  const subscribers: ModuleSubscribers[] = modules.flatMap((module) =>
    'subscribers' in module ? [module.subscribers(deps) ?? {}] : [],
  );
  await deps.jobs.start();
  // Webhook events a stopped instance left unsent go out now, not at the next sweep.
  for (const subscriber of subscribers) subscriber.started?.();
  return {
    stop: async () => {
      // Notifications of the last requests reach the outbox before the queue stops, and
      // the webhook flush for the last changes is queued (their events are stored).
      for (const subscriber of subscribers) await subscriber.drain?.();
      await deps.jobs.stop();
      // A job stopping may still change a task, so the notifier is drained once more.
      for (const subscriber of subscribers) await subscriber.drainAfterJobs?.();
      for (const job of jobs) if (job) job.close();
    },
  };
}
