import { BlockList, isIP } from 'node:net';
import { DomainError } from '../../http/domain-error.ts';

// Addresses an integration may never call unless ALLOW_PRIVATE_INTEGRATION_URLS
// is set: this machine, private networks, link-local (cloud metadata), CGNAT,
// multicast and reserved ranges, and every IPv6 form that embeds an IPv4 address.
// Two lists: BlockList matches IPv4 addresses against IPv6 rules in their mapped
// form, so `::ffff:0:0/96` in the same list would refuse every IPv4 address.
const refusedV4 = new BlockList();
const refusedV6 = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  refusedV4.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  refusedV6.addSubnet(net, prefix, 'ipv6');
}

export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  try {
    return family === 4 ? refusedV4.check(address, 'ipv4') : refusedV6.check(address, 'ipv6');
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
  const path = url.pathname.replace(/\/+$/, '').replace(/\/api(\/v[12])?$/, '');
  return `${url.origin}${path}`;
}
