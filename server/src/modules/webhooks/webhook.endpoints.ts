import {
  CreatedWebhook,
  CreateWebhookInput,
  RedeliverInput,
  UpdateWebhookFields,
  UpdateWebhookInput,
  Webhook,
  WebhookDelivery,
  WebhookIdInput,
} from '@tm/domain/api/webhook.schema';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  redeliver,
  sendTestEvent,
  updateWebhook,
} from './webhook.service.ts';

const Queued = z.object({ eventId: z.string() });
const ID = { id: { notFound: 'Webhook' } } as const;

/** `/api/webhooks/*`: the team's webhooks, admins only (checked before the input is read). */
export const webhookEndpoints = {
  list: endpoint({
    auth: 'admin',
    summary: 'The team’s webhooks',
    rest: { method: 'get', path: '/api/webhooks', responses: { 200: z.array(Webhook) } },
    handler: (ctx) => listWebhooks(ctx),
  }),
  create: endpoint({
    auth: 'admin',
    summary: 'Create a webhook (its secret shown only here)',
    input: CreateWebhookInput,
    rest: {
      method: 'post',
      path: '/api/webhooks',
      body: CreateWebhookInput,
      responses: { 201: CreatedWebhook },
    },
    handler: (ctx, input) => createWebhook(ctx, input),
  }),
  update: endpoint({
    auth: 'admin',
    summary: 'Change or pause a webhook',
    input: UpdateWebhookInput,
    rest: {
      method: 'patch',
      path: '/api/webhooks/:id',
      params: ID,
      body: UpdateWebhookFields,
      responses: { 200: Webhook },
    },
    handler: (ctx, { id, ...fields }) => updateWebhook(ctx, id, fields),
  }),
  delete: endpoint({
    auth: 'admin',
    summary: 'Delete a webhook',
    input: WebhookIdInput,
    rest: { method: 'delete', path: '/api/webhooks/:id', params: ID, responses: { 204: 'empty' } },
    handler: (ctx, { id }) => deleteWebhook(ctx, id),
  }),
  deliveries: endpoint({
    auth: 'admin',
    summary: 'A webhook’s delivery log (30 days)',
    input: WebhookIdInput,
    rest: {
      method: 'get',
      path: '/api/webhooks/:id/deliveries',
      params: ID,
      responses: { 200: z.array(WebhookDelivery) },
    },
    handler: (ctx, { id }) => listDeliveries(ctx, id),
  }),
  redeliver: endpoint({
    auth: 'admin',
    summary: 'Deliver an event again',
    input: RedeliverInput,
    rest: {
      method: 'post',
      path: '/api/webhooks/:id/deliveries/:deliveryId/redeliver',
      params: { ...ID, deliveryId: { notFound: 'Delivery' } },
      responses: { 202: Queued },
    },
    handler: (ctx, { id, deliveryId }) => redeliver(ctx, id, deliveryId),
  }),
  test: endpoint({
    auth: 'admin',
    summary: 'Send a `ping` event',
    input: WebhookIdInput,
    rest: { method: 'post', path: '/api/webhooks/:id/test', params: ID, responses: { 202: Queued } },
    handler: (ctx, { id }) => sendTestEvent(ctx, id),
  }),
};
