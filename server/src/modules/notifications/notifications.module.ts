import { defineModule } from '../define-module.ts';
import { defineMailJobs } from './mail-outbox.job.ts';
import { subscribeNotifications } from './notification.subscriber.ts';

export const notificationsModule = defineModule({
  name: 'notifications',
  jobs: defineMailJobs,
  subscribers: (deps) => {
    const notifier = subscribeNotifications(deps);
    // A job stopping may still change a task: its notifications are drained once more after the queue stopped.
    return { drain: () => notifier.drain(), drainAfterJobs: () => notifier.drain() };
  },
});
