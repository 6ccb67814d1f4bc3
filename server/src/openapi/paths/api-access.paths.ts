import { AccessToken, CreateAccessTokenInput, CreatedAccessToken } from '@tm/domain/api/access-token.schema';
import {
  CreatedWebhook,
  CreateWebhookInput,
  UpdateWebhookFields,
  Webhook,
  WebhookDelivery,
} from '@tm/domain/api/webhook.schema';
import { z } from 'zod';
import { route } from '../route-spec.ts';

const Queued = z.object({ eventId: z.string() });

/** modules/access-tokens and modules/webhooks (issue 22). */
export const apiAccessPaths = [
  route({
    method: 'get',
    path: '/api/tokens',
    procedure: 'tokens.list',
    summary: 'One’s personal access tokens',
    auth: 'member',
    responses: { 200: z.array(AccessToken) },
  }),
  route({
    method: 'post',
    path: '/api/tokens',
    procedure: 'tokens.create',
    summary:
      'Create a token (shown only here; 409 TOKEN_LIMIT past 50 live ones, 403 TWO_FACTOR_REQUIRED_BY_ADMIN)',
    auth: 'member',
    body: CreateAccessTokenInput,
    responses: { 201: CreatedAccessToken },
  }),
  route({
    method: 'delete',
    path: '/api/tokens/:id',
    procedure: 'tokens.revoke',
    summary: 'Revoke a token',
    auth: 'member',
    responses: { 204: 'empty' },
  }),
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
];
