import { randomBytes, randomUUID } from 'node:crypto';
import type {
  CreatedWebhook,
  CreateWebhookInput,
  UpdateWebhookFields,
  Webhook,
  WebhookDelivery,
} from '@tm/domain/api/webhook.schema';
import { WEBHOOK_PING } from '@tm/domain/api/webhook.schema';
import type { MemberCtx } from '../../context/service-ctx.ts';
import { notFound } from '../../errors/domain-error.ts';
import { recordAudit } from '../audit/audit.ts';
import { encryptSecret } from '../integrations/secret-box.ts';
import { requireProjects } from '../projects/project-access.ts';
import { webhookRepository as webhooks } from './webhook.repository.ts';
import { queueDelivery } from './webhook-delivery.ts';
import { checkWebhookUrl } from './webhook-url.ts';

// Admins only: the adapters check the role before calling in.

export function listWebhooks(c: MemberCtx): Promise<Webhook[]> {
  return webhooks.list(c.em);
}

/** The secret (given, or 256 random bits) is in this answer only; it is stored sealed. */
export async function createWebhook(c: MemberCtx, input: CreateWebhookInput): Promise<CreatedWebhook> {
  const url = checkWebhookUrl(input.url, c.deps.config.allowPrivateIntegrationUrls);
  await requireProjects(c.em, c.member, input.projectIds);
  const secret = input.secret ?? `whsec_${randomBytes(32).toString('base64url')}`;
  const created = await webhooks.insert(c.em, {
    url,
    events: input.events,
    format: input.format,
    secretSealed: encryptSecret(c.deps.secret, secret),
    createdBy: c.member.id,
    projectIds: input.projectIds ?? null,
  });
  await auditWebhook(c, created.id, 'created', {
    url,
    events: input.events,
    format: input.format,
    projectIds: created.projectIds,
  });
  return { ...created, secret };
}

export async function updateWebhook(c: MemberCtx, id: string, fields: UpdateWebhookFields): Promise<Webhook> {
  const url =
    fields.url === undefined
      ? undefined
      : checkWebhookUrl(fields.url, c.deps.config.allowPrivateIntegrationUrls);
  await requireProjects(c.em, c.member, fields.projectIds);
  const updated = await webhooks.update(c.em, id, { ...fields, url });
  if (!updated) throw notFound('Webhook');
  // The fields sent (a new secret is never written into the log).
  const { secret: _secret, ...changed } = { ...fields, url } as UpdateWebhookFields & { secret?: string };
  await auditWebhook(c, id, 'updated', JSON.parse(JSON.stringify(changed)));
  return updated;
}

export async function deleteWebhook(c: MemberCtx, id: string): Promise<void> {
  if (!(await webhooks.remove(c.em, id))) throw notFound('Webhook');
  await auditWebhook(c, id, 'deleted', {});
}

const auditWebhook = (c: MemberCtx, id: string, action: string, details: Record<string, unknown>) =>
  recordAudit(c, {
    kind: 'webhook.changed',
    target: { type: 'webhook', id },
    details: { action, ...details },
  });

export async function listDeliveries(c: MemberCtx, id: string): Promise<WebhookDelivery[]> {
  if (!(await webhooks.find(c.em, id))) throw notFound('Webhook');
  return webhooks.deliveries(c.em, id);
}

/** Sends a logged event again, with its own id and body, once. */
export async function redeliver(c: MemberCtx, id: string, deliveryId: string): Promise<{ eventId: string }> {
  const logged = await webhooks.findDelivery(c.em, id, deliveryId);
  if (!logged) throw notFound('Delivery');
  await queueDelivery(c.deps, {
    webhookId: id,
    eventId: logged.eventId,
    type: logged.event,
    body: logged.body,
    manual: true,
  });
  return { eventId: logged.eventId };
}

/** A `ping` event, sent once, even to a paused webhook. */
export async function sendTestEvent(c: MemberCtx, id: string): Promise<{ eventId: string }> {
  if (!(await webhooks.find(c.em, id))) throw notFound('Webhook');
  const eventId = randomUUID();
  const body = JSON.stringify({
    id: eventId,
    type: WEBHOOK_PING,
    occurredAt: new Date().toISOString(),
    data: { webhookId: id, actorId: c.member.id },
  });
  await queueDelivery(c.deps, { webhookId: id, eventId, type: WEBHOOK_PING, body, manual: true });
  return { eventId };
}
