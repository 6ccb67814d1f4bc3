import type { EntityManager } from '@mikro-orm/postgresql';
import type { PushPayload } from '@tm/domain/api/push.schema';
import type { AppDeps } from '../../app-deps.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { vendorRequest } from '../integrations/vendor-http.ts';
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

/**
 * Encrypts the payload for the device (RFC 8291, aes128gcm), signs the request with
 * the app's VAPID key (RFC 8292) and posts it to the push service. 404 and 410 mean
 * the browser dropped the subscription: its row goes. 429, 5xx and network errors
 * throw, so the job queue retries; other refusals are logged and dropped.
 *
 * The endpoint is an address a member typed in effect: it is sent through the guarded
 * transport of integrations and webhooks (every resolved address checked, the socket
 * connected to the address checked, no redirect followed, 10 s at most), so a host name
 * that resolves to this machine or a private network is never called.
 */
export async function sendPush(deps: AppDeps, job: PushJob): Promise<void> {
  const em = deps.orm.em.fork() as EntityManager;
  const sub = await subscriptions.find(em, job.subscriptionId);
  if (!sub) return;
  const keys = vapidKeysOf(deps);
  // web-push builds the request (encryption, VAPID header); it is sent by the guarded
  // transport (web-push's own sender resolves and connects to any address).
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
  let status: number;
  try {
    const res = await vendorRequest({
      method: 'POST',
      url: request.endpoint,
      headers: { 'user-agent': 'TaskManager-Push/1.0', ...(request.headers as Record<string, string>) },
      body: new Uint8Array(request.body as Buffer),
      allowPrivate: deps.config.allowPrivateIntegrationUrls,
    });
    status = res.status;
  } catch (err) {
    if (err instanceof DomainError && err.code === 'INTEGRATION_URL_REFUSED') {
      // The same answer at every retry, until the name resolves elsewhere.
      deps.log.warn({ subscriptionId: sub.id, reason: err.message }, 'push endpoint refused; not sent');
      return;
    }
    throw err;
  }
  if (status >= 200 && status < 300) return;
  if (status === 404 || status === 410) {
    await subscriptions.removeGone(em, sub.id, sub.endpoint);
    deps.log.info({ subscriptionId: sub.id, status }, 'push subscription gone: removed');
    return;
  }
  if (status === 429 || status >= 500) throw new Error(`push service answered ${status}`);
  // A refusal a retry does not change (bad request, too large, wrong key, a redirect).
  deps.log.warn({ subscriptionId: sub.id, status }, 'push refused by the push service; not retried');
}
