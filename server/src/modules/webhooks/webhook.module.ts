import {
  CreatedWebhook,
  CreateWebhookInput,
  UpdateWebhookFields,
  Webhook,
  WebhookDelivery,
} from '@tm/domain/api/webhook.schema';
import { z } from 'zod';
import { route } from '../../openapi/route-spec.ts';
import { defineModule } from '../define-module.ts';
import { defineWebhookJobs } from './webhook.jobs.ts';
import { webhooksRest } from './webhook.rest.ts';
import { webhooksRouter } from './webhook.router.ts';
import { subscribeWebhooks } from './webhook-events.ts';

const Queued = z.object({ eventId: z.string() });

export const webhooksModule = defineModule({
  name: 'webhooks',
  tag: 'Webhooks and their delivery log (admins).',
  adapters: webhooksRest,
  router: webhooksRouter,
  jobs: defineWebhookJobs,
  subscribers: subscribeWebhooks,
  paths: [
    route({
      method: 'get',
      path: '/api/webhooks',
      procedure: 'webhooks.list',
      summary: 'The team’s webhooks',
      auth: 'admin',
      responses: { 200: z.array(Webhook) },
    }),
    route({
      method: 'post',
      path: '/api/webhooks',
      procedure: 'webhooks.create',
      summary: 'Create a webhook (its secret shown only here)',
      auth: 'admin',
      body: CreateWebhookInput,
      responses: { 201: CreatedWebhook },
    }),
    route({
      method: 'patch',
      path: '/api/webhooks/:id',
      procedure: 'webhooks.update',
      summary: 'Change or pause a webhook',
      auth: 'admin',
      body: UpdateWebhookFields,
      responses: { 200: Webhook },
    }),
    route({
      method: 'delete',
      path: '/api/webhooks/:id',
      procedure: 'webhooks.delete',
      summary: 'Delete a webhook',
      auth: 'admin',
      responses: { 204: 'empty' },
    }),
    route({
      method: 'get',
      path: '/api/webhooks/:id/deliveries',
      procedure: 'webhooks.deliveries',
      summary: 'A webhook’s delivery log (30 days)',
      auth: 'admin',
      responses: { 200: z.array(WebhookDelivery) },
    }),
    route({
      method: 'post',
      path: '/api/webhooks/:id/deliveries/:deliveryId/redeliver',
      procedure: 'webhooks.redeliver',
      summary: 'Deliver an event again',
      auth: 'admin',
      responses: { 202: Queued },
    }),
    route({
      method: 'post',
      path: '/api/webhooks/:id/test',
      procedure: 'webhooks.test',
      summary: 'Send a `ping` event',
      auth: 'admin',
      responses: { 202: Queued },
    }),
  ],
});
