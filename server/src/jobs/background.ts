import type { AppDeps } from '../app-deps.ts';
import { defineAuditJobs } from '../modules/audit/audit.jobs.ts';
import { defineThrottleJobs } from '../modules/auth/throttle.jobs.ts';
import { defineInboxJobs } from '../modules/inbox/inbox.jobs.ts';
import { defineIntegrationJobs, subscribeIntegrations } from '../modules/integrations/integration.jobs.ts';
import { defineMailJobs } from '../modules/notifications/mail-outbox.job.ts';
import { subscribeNotifications } from '../modules/notifications/notification.subscriber.ts';
import { definePushJobs, subscribePush } from '../modules/push/push.jobs.ts';
import { defineReminderJobs } from '../modules/reminders/reminder.jobs.ts';
import { defineTaskListJobs } from '../modules/tasks/list-cache/list-changes.job.ts';
import { defineTrashJobs } from '../modules/trash/trash.jobs.ts';
import { defineWebhookJobs } from '../modules/webhooks/webhook.jobs.ts';
import { subscribeWebhooks } from '../modules/webhooks/webhook-events.ts';

export interface BackgroundWork {
  stop(): Promise<void>;
}

/**
 * Starts what runs beside the requests: the job queue with its workers and
 * schedules, and the subscribers that turn app events into notifications and
 * tickets. Stopped before the database closes.
 */
export async function startBackgroundWork(deps: AppDeps): Promise<BackgroundWork> {
  const mail = defineMailJobs(deps);
  defineInboxJobs(deps);
  defineReminderJobs(deps);
  defineIntegrationJobs(deps);
  defineTaskListJobs(deps);
  defineTrashJobs(deps);
  defineWebhookJobs(deps);
  definePushJobs(deps);
  defineAuditJobs(deps);
  defineThrottleJobs(deps);
  const notifier = subscribeNotifications(deps);
  subscribeIntegrations(deps);
  const webhooks = subscribeWebhooks(deps);
  const pushes = subscribePush(deps);
  await deps.jobs.start();
  // Webhook events a stopped instance left unsent go out now, not at the next sweep.
  webhooks.started();
  return {
    stop: async () => {
      // Notifications of the last requests reach the outbox before the queue stops; a
      // job stopping may still change a task, so the notifier is drained once more.
      await notifier.drain();
      // The flush for the last changes is queued before the queue stops (their events are stored).
      await webhooks.drain();
      await pushes.drain();
      await deps.jobs.stop();
      await notifier.drain();
      mail.close();
    },
  };
}
