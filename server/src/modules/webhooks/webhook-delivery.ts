import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookEventBody } from '@tm/domain/api/webhook.schema';
import type { AppDeps } from '../../app-deps.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { decryptSecret } from '../integrations/secret-box.ts';
import { vendorRequest } from '../integrations/vendor-http.ts';
import { MAIL_FLUSH_JOB } from '../notifications/mail-outbox.job.ts';
import { webhookRepository as webhooks } from './webhook.repository.ts';
import { chatText } from './webhook-chat.ts';
import { webhookSignature } from './webhook-signature.ts';

export const DELIVER_JOB = 'webhooks.deliver';

/** One attempt to deliver one event to one webhook: the job's data, the same event id at every attempt. */
export interface DeliveryJob {
  webhookId: string;
  eventId: string;
  type: string;
  /** The JSON body `{id, type, occurredAt, data}` exactly as first written. */
  body: string;
  attempt: number;
  /** When the first attempt was queued (ms): retries stop 24 h after it. */
  firstQueuedAt: number;
  /** A test event or a redelivery: sent even to a paused webhook, and never retried. */
  manual?: boolean;
}

const RETRY_WINDOW_MS = 24 * 3600 * 1000;
const MAX_RETRY_DELAY_SECONDS = 3600;

/** Queues a test event or a redelivery (`manual`): sent once, even to a paused webhook. */
export function queueDelivery(
  deps: AppDeps,
  job: Omit<DeliveryJob, 'attempt' | 'firstQueuedAt'>,
): Promise<void> {
  return deps.jobs.enqueue(DELIVER_JOB, { ...job, attempt: 1, firstQueuedAt: Date.now() });
}

/**
 * How one attempt ended: `done` (answered 2xx, refused for good, the webhook paused
 * or gone) or `retry`, with when the next attempt is due (null once the 24 hours
 * since the first attempt are over: given up).
 */
export type AttemptOutcome = { done: true } | { done: false; retryInSeconds: number | null };

/**
 * Sends the event, signed, and logs the attempt. Timeouts, network errors and
 * 5xx answers are retried with exponential backoff (WEBHOOK_RETRY_BASE_SECONDS,
 * doubling, at most an hour apart) for 24 hours; other answers are final. A
 * webhook whose every attempt has failed for 24 hours is paused and its creator
 * told by mail.
 */
export async function attemptDelivery(
  deps: AppDeps,
  em: EntityManager,
  job: DeliveryJob,
): Promise<AttemptOutcome> {
  const hook = await webhooks.find(em, job.webhookId);
  if (!hook || (!hook.active && !job.manual)) return { done: true };
  const event = JSON.parse(job.body) as WebhookEventBody;
  const payload = hook.format === 'chat' ? JSON.stringify({ text: chatText(event) }) : job.body;
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = webhookSignature(decryptSecret(deps.secret, hook.secretSealed), timestamp, payload);
  const started = performance.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  let refused = false;
  try {
    const res = await vendorRequest({
      method: 'POST',
      url: hook.url,
      headers: {
        'user-agent': 'TaskManager-Webhooks/1.0',
        'x-webhook-id': job.eventId,
        'x-webhook-timestamp': String(timestamp),
        'x-webhook-event': job.type,
        'x-signature-256': signature,
      },
      // Serialised again by the request: JSON.stringify of parsed JSON it wrote gives the same text.
      body: JSON.parse(payload),
      allowPrivate: deps.config.allowPrivateIntegrationUrls,
    });
    statusCode = res.status;
  } catch (err) {
    refused = err instanceof DomainError && err.code === 'INTEGRATION_URL_REFUSED';
    error = err instanceof DomainError ? err.message : 'delivery failed';
  }
  const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
  await webhooks.logAttempt(em, {
    webhookId: hook.id,
    eventId: job.eventId,
    event: job.type,
    body: job.body,
    attempt: job.attempt,
    statusCode,
    error: error ?? (ok ? null : `answered ${statusCode}`),
    durationMs: Math.round(performance.now() - started),
  });
  const failingForADay = await webhooks.markOutcome(em, hook.id, ok);
  if (ok) return { done: true };
  if (failingForADay) {
    await pause(deps, em, hook.id, hook.url);
    return { done: true };
  }
  const retryable = !refused && (statusCode === null || statusCode >= 500);
  if (!retryable || job.manual) return { done: true };
  const delay = Math.min(
    deps.config.webhookRetryBaseSeconds * 2 ** (job.attempt - 1),
    MAX_RETRY_DELAY_SECONDS,
  );
  if (Date.now() + delay * 1000 - job.firstQueuedAt > RETRY_WINDOW_MS) {
    return { done: false, retryInSeconds: null };
  }
  return { done: false, retryInSeconds: delay };
}

/**
 * A queued job: a test event or a redelivery, or a retry queued before events
 * went through the outbox (webhook-outbox.ts), which keeps its own retries.
 */
export async function deliver(deps: AppDeps, job: DeliveryJob): Promise<void> {
  const outcome = await attemptDelivery(deps, deps.orm.em.fork() as EntityManager, job);
  if (outcome.done || outcome.retryInSeconds === null) return;
  await deps.jobs.enqueue(
    DELIVER_JOB,
    { ...job, attempt: job.attempt + 1 },
    { startAfterSeconds: outcome.retryInSeconds },
  );
}

async function pause(deps: AppDeps, em: EntityManager, id: string, url: string): Promise<void> {
  const paused = await webhooks.pauseAndNotify(em, id, {
    subject: 'Webhook paused after 24 hours of failed deliveries',
    bodyText: [
      `Every delivery to the webhook ${url} has failed for 24 hours, so it has been paused.`,
      '',
      'Check the address and its delivery log in Administration > Webhooks, then resume it.',
      deps.config.publicUrl ? `${deps.config.publicUrl.replace(/\/+$/, '')}/app/admin` : '',
    ].join('\n'),
  });
  if (paused) await deps.jobs.enqueue(MAIL_FLUSH_JOB);
}
