import type { AppDeps } from '../../app-deps.ts';
import { FLUSH_JOB } from './webhook-flush.ts';
import { WEBHOOK_EVENTS_ON_CREATION } from './webhook-outbox.ts';

/**
 * The webhook events themselves are written with each change (webhook-outbox.ts);
 * the app's after-commit events only wake the outbox's flush, so they go out at
 * once rather than at the next minute's sweep. A flush is also queued when the
 * app starts, for what a stopped instance left unsent.
 */
export function subscribeWebhooks(deps: AppDeps): { started(): void; drain(): Promise<void> } {
  let queuing: Promise<void> | null = null;
  let again = false;
  // One enqueue at a time per instance: the changes meanwhile share the next one.
  const wake = () => {
    if (queuing) {
      again = true;
      return;
    }
    queuing = (async () => {
      do {
        again = false;
        await deps.jobs.enqueue(FLUSH_JOB);
      } while (again);
    })().finally(() => {
      queuing = null;
    });
  };
  deps.events.on('task.created', ({ written }) => {
    if (written[WEBHOOK_EVENTS_ON_CREATION.name]) wake();
  });
  // Most changes write no webhook event (no webhook hears them): those wake nothing.
  deps.events.on('task.updated', ({ webhookEvents }) => {
    if (webhookEvents > 0) wake();
  });
  deps.events.on('task.deleted', wake);
  deps.events.on('comment.created', wake);
  deps.events.on('user.created', wake);
  deps.events.on('user.deleted', wake);
  return {
    started: wake,
    drain: async () => {
      while (queuing) await queuing;
    },
  };
}
