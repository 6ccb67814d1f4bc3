import {
  CreatePushSubscriptionInput,
  PushPublicKey,
  PushSubscription,
  PushSubscriptionIdInput,
} from '@tm/domain/api/push.schema';
import { endpoint } from '../endpoint.ts';
import { pushPublicKey, subscribe, unsubscribe } from './push.service.ts';

export const pushEndpoints = {
  publicKey: endpoint({
    auth: 'member',
    summary: 'The server’s VAPID public key (applicationServerKey)',
    rest: { method: 'get', path: '/api/push/public-key', responses: { 200: PushPublicKey } },
    handler: (ctx) => pushPublicKey(ctx),
  }),
  subscribe: endpoint({
    auth: 'member',
    summary:
      'Subscribe this device to push notifications (same endpoint: updated; a public https endpoint; 10 devices at most, then 409 PUSH_SUBSCRIPTION_LIMIT)',
    input: CreatePushSubscriptionInput,
    rest: {
      method: 'post',
      path: '/api/push/subscriptions',
      body: CreatePushSubscriptionInput,
      responses: { 201: PushSubscription },
    },
    handler: (ctx, input) => subscribe(ctx, input),
  }),
  unsubscribe: endpoint({
    auth: 'member',
    summary: 'Remove one of one’s push subscriptions',
    input: PushSubscriptionIdInput,
    rest: {
      method: 'delete',
      path: '/api/push/subscriptions/:id',
      params: { id: { notFound: 'Push subscription' } },
      responses: { 204: 'empty' },
    },
    handler: (ctx, { id }) => unsubscribe(ctx, id),
  }),
};
