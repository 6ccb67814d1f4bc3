import { isIP } from 'node:net';
import { DomainError } from '../../errors/domain-error.ts';
import { isRefusedAddress } from '../integrations/url-guard.ts';

const refused = (reason: string) =>
  new DomainError('validation', 'PUSH_ENDPOINT_REFUSED', `Push endpoint refused: ${reason}`);

/**
 * Browsers' push services are public https addresses. What can be checked without
 * the network is checked here: https, no credentials, no literal private address and
 * no `localhost` name (RFC 6761: it and every `.localhost` name are this machine).
 * Host names are checked at every push against what they resolve to (the guarded
 * lookup of integrations and webhooks). ALLOW_PRIVATE_INTEGRATION_URLS (tests, a
 * self-hosted push service) lets plain http and private addresses through.
 */
export function checkEndpoint(raw: string, allowPrivate: boolean): string {
  const url = new URL(raw);
  if (url.username || url.password) throw refused('no credentials in the address');
  if (allowPrivate) return url.toString();
  if (url.protocol !== 'https:') throw refused('an https address is required');
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && isRefusedAddress(host)))
    throw refused('private, loopback or reserved address');
  return url.toString();
}
