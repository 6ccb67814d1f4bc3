import type { EntityManager } from '@mikro-orm/postgresql';
import type { PushPayload } from '@tm/domain/api/push.schema';
import type { AppDeps } from '../../app-deps.ts';
import { vapidKeysOf } from './push-keys.ts';
import { pushSubscriptionRepository as subscriptions } from './push-subscription.repository.ts';

export const PUSH_SEND_JOB = 'push.send';

/** One push to one subscription (one device): the job's data. */
export interface PushJob {
  subscriptionId: string;
  payload: PushPayload;
}

// A notification about a task is still worth showing a day later, not after that.
const TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 15_000;

/**
 * Encrypts the payload for the device (RFC 8291, aes128gcm), signs the request with
 * the app's VAPID key (RFC 8292) and posts it to the push service. 404 and 410 mean
 * the browser dropped the subscription: its row goes. 429, 5xx and network errors
 * throw, so the job queue retries; other refusals are logged and dropped.
 */
export async function sendPush(deps: AppDeps, job: PushJob): Promise<void> {
  const em = deps.orm.em.fork() as EntityManager;
  const sub = await subscriptions.find(em, job.subscriptionId);
  if (!sub) return;
  const keys = vapidKeysOf(deps);
  // web-push builds the request (encryption, VAPID header); it is sent here with fetch so
  // the timeout and the transport are ours (web-push's own sender speaks https only).
  // Loaded on the first push, not at start (about 14 MB of RSS).
  const { default: webpush } = await import('web-push');
  const request = webpush.generateRequestDetails(
    { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
    JSON.stringify(job.payload),
    {
      vapidDetails: keys,
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
      topic: undefined,
    },
  );
  const res = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: new Uint8Array(request.body as Buffer),
    signal: AbortSignal.timeout(TIMEOUT_MS),
    redirect: 'error',
  });
  await res.body?.cancel();
  if (res.ok) return;
  if (res.status === 404 || res.status === 410) {
    await subscriptions.removeGone(em, sub.id, sub.endpoint);
    deps.log.info({ subscriptionId: sub.id, status: res.status }, 'push subscription gone: removed');
    return;
  }
  if (res.status === 429 || res.status >= 500) throw new Error(`push service answered ${res.status}`);
  // A refusal a retry does not change (bad request, too large, wrong key).
  deps.log.warn(
    { subscriptionId: sub.id, status: res.status },
    'push refused by the push service; not retried',
  );
}
