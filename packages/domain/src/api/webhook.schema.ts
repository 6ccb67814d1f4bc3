import { z } from 'zod';
import { oneLine } from '../text/plain-text.ts';

// Team webhooks (issue 22): the contracts of /api/webhooks and tRPC webhooks.*;
// the OpenAPI document is generated from these same schemas.

import { WEBHOOK_EVENTS, WEBHOOK_FORMATS, WEBHOOK_PING } from './webhook-events.ts';

export type { WebhookEventType, WebhookFormat } from './webhook-events.ts';
export { WEBHOOK_EVENTS, WEBHOOK_FORMATS, WEBHOOK_PING };
export const WEBHOOK_SECRET_MIN = 16;
export const WEBHOOK_SECRET_MAX = 200;

const WebhookUrl = z
  .string()
  .trim()
  .min(1, 'VALIDATION_FAILED')
  .max(2000)
  // Checked before the URL parser, which would silently drop tabs and line feeds.
  .check(oneLine)
  .pipe(z.url({ protocol: /^https?$/, error: 'WEBHOOK_URL_REFUSED' }));
const WebhookProjects = z.array(z.uuid('PROJECT_NOT_FOUND')).min(1).max(200).nullable();
const WebhookEvents = z
  .array(z.enum(WEBHOOK_EVENTS))
  .min(1, 'WEBHOOK_EVENTS_REQUIRED')
  .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e)));

export const CreateWebhookInput = z.strictObject({
  url: WebhookUrl,
  events: WebhookEvents,
  /** Generated (and shown once) when absent. */
  secret: z.string().min(WEBHOOK_SECRET_MIN).max(WEBHOOK_SECRET_MAX).check(oneLine).optional(),
  format: z.enum(WEBHOOK_FORMATS).default('json'),
  /** Hears only these projects' tasks (issue 31); absent or null: every project, and the people events. */
  projectIds: WebhookProjects.optional(),
});
export type CreateWebhookInput = z.output<typeof CreateWebhookInput>;

export const UpdateWebhookFields = z.strictObject({
  url: WebhookUrl.optional(),
  events: WebhookEvents.optional(),
  format: z.enum(WEBHOOK_FORMATS).optional(),
  /** false pauses the webhook, true resumes it. */
  active: z.boolean().optional(),
  /** null: every project again; absent: kept. */
  projectIds: WebhookProjects.optional(),
});
export type UpdateWebhookFields = z.output<typeof UpdateWebhookFields>;

export const WebhookIdInput = z.strictObject({ id: z.uuid() });
export const UpdateWebhookInput = UpdateWebhookFields.extend({ id: z.uuid() });
export const RedeliverInput = z.strictObject({ id: z.uuid(), deliveryId: z.uuid() });

export const Webhook = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  format: z.enum(WEBHOOK_FORMATS),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
  /** The projects it hears; null: all. */
  projectIds: z.array(z.uuid()).nullable(),
});
export type Webhook = z.output<typeof Webhook>;

/** The answer of a creation: the only time the signing secret is shown. */
export const CreatedWebhook = Webhook.extend({ secret: z.string() });
export type CreatedWebhook = z.output<typeof CreatedWebhook>;

/** One attempt in a webhook's delivery log. */
export const WebhookDelivery = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  event: z.string(),
  attempt: z.number().int(),
  /** null: no answer (timeout, network error, refused address). */
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});
export type WebhookDelivery = z.output<typeof WebhookDelivery>;

/** The JSON body of every delivery in format "json"; "chat" sends `{ text }`. */
export const WebhookEventBody = z.object({
  id: z.uuid(),
  type: z.union([z.enum(WEBHOOK_EVENTS), z.literal(WEBHOOK_PING)]),
  occurredAt: z.iso.datetime(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEventBody = z.output<typeof WebhookEventBody>;
