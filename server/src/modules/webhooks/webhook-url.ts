import { isIP } from 'node:net';
import { DomainError } from '../../errors/domain-error.ts';
import { isRefusedAddress } from '../integrations/url-guard.ts';

const refused = (reason: string) =>
  new DomainError('validation', 'WEBHOOK_URL_REFUSED', `Webhook address refused: ${reason}`);

/**
 * What can be checked when the address is saved: no credentials, no literal
 * private address. Host names are checked at every delivery against what they
 * resolve to (integrations' guarded lookup), the same guard as integrations.
 */
export function checkWebhookUrl(raw: string, allowPrivate: boolean): string {
  const url = new URL(raw);
  if (url.username || url.password) throw refused('credentials belong in the secret, not the address');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host) && isRefusedAddress(host))
    throw refused('private, loopback or reserved address');
  return url.toString();
}
