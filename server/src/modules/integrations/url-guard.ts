import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { DomainError } from '../../errors/domain-error.ts';

// Addresses an integration may call unless ALLOW_PRIVATE_INTEGRATION_URLS is
// set: only what ipaddr.js classifies as ordinary public unicast. Every special
// range it knows is refused: this machine, private networks, link-local (cloud
// metadata), CGNAT, multicast, reserved, documentation and benchmarking, the
// deprecated site-local fec0::/10, and every IPv6 form that embeds an IPv4
// address (IPv4-mapped and -translated, NAT64 64:ff9b::/96 and 64:ff9b:1::/48,
// 6to4 2002::/16, Teredo 2001::/32). IPv6 must moreover lie in 2000::/3, the only
// block assigned to the public internet: that also refuses the IPv4-compatible
// ::/96, which ipaddr.js calls unicast.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

export function isRefusedAddress(address: string): boolean {
  // Node's check first: ipaddr.js also reads forms such as `0177.0.0.1` as IPv4.
  if (isIP(address) === 0) return true;
  try {
    const ip = ipaddr.parse(address);
    if (ip.range() !== 'unicast') return true;
    return ip.kind() === 'ipv6' && !ip.match(GLOBAL_UNICAST_V6);
  } catch {
    return true;
  }
}

export const urlRefused = (reason: string) =>
  new DomainError('validation', 'INTEGRATION_URL_REFUSED', `Integration address refused: ${reason}`);

/**
 * Checks what can be checked without the network (scheme, credentials, a
 * literal address) and answers the normalised base URL: no query,
 * no trailing slash, and a trailing `/api`, `/api/v1` or `/api/v2` removed since
 * each provider adds its own API path.
 */
export function checkIntegrationUrl(raw: string, allowPrivate: boolean): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw urlRefused('not a valid address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw urlRefused('only http and https are allowed');
  if (url.username || url.password)
    throw urlRefused('credentials belong in the API key field, not the address');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // Host names (`localhost` included) are checked on every call, against what they resolve to.
  if (!allowPrivate && isIP(host) && isRefusedAddress(host)) {
    throw urlRefused('private, loopback or reserved address');
  }
  // A scan, not `/\/+$/`: that pattern retries a long run of slashes from each of its starts.
  let end = url.pathname.length;
  while (end > 0 && url.pathname[end - 1] === '/') end--;
  const path = url.pathname.slice(0, end).replace(/\/api(\/v[12])?$/, '');
  return `${url.origin}${path}`;
}
