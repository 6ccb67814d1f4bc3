import { CreatePushSubscriptionInput, PushPublicKey, PushSubscription } from '@tm/domain/api/push.schema';
import { route } from '../../openapi/route-spec.ts';
import { defineModule } from '../define-module.ts';
import { definePushJobs, subscribePush } from './push.jobs.ts';
import { pushRest } from './push.rest.ts';
import { pushRouter } from './push.router.ts';

export const pushModule = defineModule({
  name: 'push',
  tag: 'Web Push subscriptions of one’s devices.',
  adapters: pushRest,
  router: pushRouter,
  jobs: definePushJobs,
  subscribers: subscribePush,
  paths: [
    route({
      method: 'get',
      path: '/api/push/public-key',
      procedure: 'push.publicKey',
      summary: 'The server’s VAPID public key (applicationServerKey)',
      auth: 'member',
      responses: { 200: PushPublicKey },
    }),
    route({
      method: 'post',
      path: '/api/push/subscriptions',
      procedure: 'push.subscribe',
      summary:
        'Subscribe this device to push notifications (same endpoint: updated; a public https endpoint; 10 devices at most, then 409 PUSH_SUBSCRIPTION_LIMIT)',
      auth: 'member',
      body: CreatePushSubscriptionInput,
      responses: { 201: PushSubscription },
    }),
    route({
      method: 'delete',
      path: '/api/push/subscriptions/:id',
      procedure: 'push.unsubscribe',
      summary: 'Remove one of one’s push subscriptions',
      auth: 'member',
      responses: { 204: 'empty' },
    }),
  ],
});
