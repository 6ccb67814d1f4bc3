import type {
  CreatePushSubscriptionInput,
  PushPublicKey,
  PushSubscription,
} from '@tm/domain/api/push.schema';
import { notFound } from '../../errors/domain-error.ts';
import type { MemberCtx, ServiceCtx } from '../users/service-ctx.ts';
import { checkEndpoint } from './push-endpoint.ts';
import { vapidKeysOf } from './push-keys.ts';
import { pushSubscriptionRepository as subscriptions } from './push-subscription.repository.ts';

export function pushPublicKey(c: ServiceCtx): PushPublicKey {
  return { publicKey: vapidKeysOf(c.deps).publicKey };
}

/** One subscription per device: the same endpoint again updates its row (201 either way). */
export function subscribe(c: MemberCtx, input: CreatePushSubscriptionInput): Promise<PushSubscription> {
  const endpoint = checkEndpoint(input.endpoint, c.deps.config.allowPrivateIntegrationUrls);
  return subscriptions.upsert(c.em, c.member.id, { endpoint, ...input.keys });
}

export async function unsubscribe(c: MemberCtx, id: string): Promise<void> {
  if (!(await subscriptions.removeOwn(c.em, c.member.id, id))) throw notFound('Push subscription');
}
