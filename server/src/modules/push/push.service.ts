import type {
  CreatePushSubscriptionInput,
  PushPublicKey,
  PushSubscription,
} from '@tm/domain/api/push.schema';
import type { MemberCtx, ServiceCtx } from '../../context/service-ctx.ts';
import { DomainError, notFound } from '../../errors/domain-error.ts';
import { checkEndpoint } from './push-endpoint.ts';
import { vapidKeysOf } from './push-keys.ts';
import { pushSubscriptionRepository as subscriptions } from './push-subscription.repository.ts';

export function pushPublicKey(c: ServiceCtx): PushPublicKey {
  return { publicKey: vapidKeysOf(c.deps).publicKey };
}

/** Each push is a request to an address the member gave: a few devices each, not hundreds. */
export const PUSH_SUBSCRIPTIONS_PER_MEMBER = 10;

/**
 * One subscription per device: the same endpoint again updates its row (201 either way).
 * A new device past the limit is refused (409) rather than replacing the oldest, which
 * would silently stop pushes to a device the member still uses.
 */
export function subscribe(c: MemberCtx, input: CreatePushSubscriptionInput): Promise<PushSubscription> {
  const endpoint = checkEndpoint(input.endpoint, c.deps.config.allowPrivateIntegrationUrls);
  return c.em.transactional(async (em) => {
    if ((await subscriptions.countOthersLocked(em, c.member.id, endpoint)) >= PUSH_SUBSCRIPTIONS_PER_MEMBER) {
      throw new DomainError(
        'conflict',
        'PUSH_SUBSCRIPTION_LIMIT',
        `At most ${PUSH_SUBSCRIPTIONS_PER_MEMBER} devices per member receive push notifications: turn one off first`,
      );
    }
    return subscriptions.upsert(em, c.member.id, { endpoint, ...input.keys });
  });
}

export async function unsubscribe(c: MemberCtx, id: string): Promise<void> {
  if (!(await subscriptions.removeOwn(c.em, c.member.id, id))) throw notFound('Push subscription');
}
