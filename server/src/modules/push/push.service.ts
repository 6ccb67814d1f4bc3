import { isIP } from 'node:net';
import type {
  CreatePushSubscriptionInput,
  PushPublicKey,
  PushSubscription,
} from '@tm/domain/api/push.schema';
import { DomainError, notFound } from '../../errors/domain-error.ts';
import { isRefusedAddress } from '../integrations/url-guard.ts';
import type { MemberCtx, ServiceCtx } from '../users/service-ctx.ts';
import { vapidKeysOf } from './push-keys.ts';
import { pushSubscriptionRepository as subscriptions } from './push-subscription.repository.ts';

const refused = (reason: string) =>
  new DomainError('validation', 'VALIDATION_FAILED', `Push endpoint refused: ${reason}`);

/**
 * Browsers' push services are public https addresses. Plain http and literal
 * private addresses are refused unless ALLOW_PRIVATE_INTEGRATION_URLS (tests, a
 * self-hosted push service): the server POSTs to whatever address is saved here.
 */
function checkEndpoint(raw: string, allowPrivate: boolean): string {
  const url = new URL(raw);
  if (url.username || url.password) throw refused('no credentials in the address');
  if (allowPrivate) return url.toString();
  if (url.protocol !== 'https:') throw refused('an https address is required');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || (isIP(host) && isRefusedAddress(host)))
    throw refused('private, loopback or reserved address');
  return url.toString();
}

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
