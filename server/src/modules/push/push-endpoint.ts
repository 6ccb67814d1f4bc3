import { isIP } from 'node:net';
import { DomainError } from '../../errors/domain-error.ts';
import { isRefusedAddress } from '../integrations/url-guard.ts';

const refused = (reason: string) =>
  new DomainError('validation', 'VALIDATION_FAILED', `Push endpoint refused: ${reason}`);

/**
 * Browsers' push services are public https addresses. Plain http and literal
 * private addresses are refused unless ALLOW_PRIVATE_INTEGRATION_URLS (tests, a
 * self-hosted push service): the server POSTs to whatever address is saved here.
 */
export function checkEndpoint(raw: string, allowPrivate: boolean): string {
  const url = new URL(raw);
  if (url.username || url.password) throw refused('no credentials in the address');
  if (allowPrivate) return url.toString();
  if (url.protocol !== 'https:') throw refused('an https address is required');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || (isIP(host) && isRefusedAddress(host)))
    throw refused('private, loopback or reserved address');
  return url.toString();
}
