import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key every per-address limit counts under (login and reset throttles, the public
 * stream, the connection cap). One IPv6 subscriber is usually handed a whole /64, so
 * counting full IPv6 addresses would give them 2^64 fresh counts: an IPv6 address
 * counts as its /64 prefix (`2001:db8:1:2::/64`), an IPv4-mapped IPv6 address
 * (`::ffff:192.0.2.1`, how a dual-stack socket reports IPv4 peers) as its IPv4
 * address, an IPv4 address as is. Anything else (empty, a unix socket) is kept as given.
 */
export function addressLimitKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  if (isIPv4(address)) return address;
  // A zone (`fe80::1%eth0`) names the interface, not another peer.
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return address;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi, lo] = [groups[6]!, groups[7]!];
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read as two groups). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = dotted
    ? `${address.slice(0, dotted.index)}${hexPair(dotted.slice(1).map(Number) as [number, number, number, number])}`
    : address;
  const [head, rest] = text.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((g) => Number.parseInt(g, 16)) : [];
  const left = parse(head);
  const right = parse(rest);
  const middle = rest === undefined ? [] : Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...middle, ...right];
}

const hexPair = ([a, b, c, d]: [number, number, number, number]) =>
  `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
