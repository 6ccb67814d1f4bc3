import type { EntityManager } from '@mikro-orm/postgresql';
import type { InboxItem } from '@tm/domain/notification/inbox.schema';
import type { AppDeps } from '../../app-deps.ts';
import { hasOpenTab } from './open-tabs.ts';
import { PUSH_SUBSCRIPTIONS_PER_MEMBER } from './push.service.ts';
import { PUSH_SEND_JOB, type PushJob, sendPush } from './push-delivery.ts';
import { vapidKeysOf } from './push-keys.ts';
import { pushSubscriptionRepository as subscriptions } from './push-subscription.repository.ts';
import { type PushLanguage, pushPayloadFor } from './push-text.ts';

/** The inbox's announcement of a new item (app event `notification.created`, docs/decisions.md). */
type InboxItemCreated = { userId: string; item: InboxItem };

/**
 * Pushes an instance sends at once, and at most for one member: a member's slow or
 * unanswering devices (each push waits up to 10 s) hold a few of the slots, never
 * everyone's pushes.
 */
const PUSH_CONCURRENCY = 8;
const PUSH_CONCURRENCY_PER_MEMBER = 4;

/** Sending runs as queued jobs, once across instances, retried with backoff when the push service fails. */
export function definePushJobs(deps: AppDeps): void {
  // Keys are made (or read) at start, not at the first push: a bad key file stops the start.
  vapidKeysOf(deps);
  deps.jobs.define<PushJob>({
    name: PUSH_SEND_JOB,
    queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 60 },
    pollingIntervalSeconds: 1,
    localConcurrency: PUSH_CONCURRENCY,
    localGroupConcurrency: PUSH_CONCURRENCY_PER_MEMBER,
    handle: (job) => sendPush(deps, job),
  });
}

/**
 * A new inbox item reaches the member's devices by Web Push only when no tab of
 * theirs is open anywhere: an open tab already shows it (socket `notification:new`).
 */
export function subscribePush(deps: AppDeps): { drain(): Promise<void> } {
  const pending = new Set<Promise<void>>();
  const listener = (e: InboxItemCreated) => {
    const work = queuePushes(deps, e)
      .catch((err) => deps.log.error({ err, userId: e.userId }, 'could not queue push notifications'))
      .finally(() => pending.delete(work));
    pending.add(work);
  };
  deps.events.on('notification.created', listener);
  return {
    drain: async () => {
      await Promise.all([...pending]);
    },
  };
}

async function queuePushes(deps: AppDeps, { userId, item }: InboxItemCreated): Promise<void> {
  const em = deps.orm.em.fork() as EntityManager;
  // Rows stored before the limit: the newest devices only.
  const devices = (await subscriptions.listForUser(em, userId)).slice(-PUSH_SUBSCRIPTIONS_PER_MEMBER);
  if (devices.length === 0 || (await hasOpenTab(deps.realtime, userId))) return;
  const payload = pushPayloadFor(item, await languageOf(em, userId));
  for (const device of devices) {
    await deps.jobs.enqueue(PUSH_SEND_JOB, { subscriptionId: device.id, payload } satisfies PushJob, {
      group: userId,
    });
  }
}

async function languageOf(em: EntityManager, userId: string): Promise<PushLanguage> {
  const [row] = await em.execute<{ language: PushLanguage }[]>('select language from users where id = ?', [
    userId,
  ]);
  return row?.language ?? 'en';
}
