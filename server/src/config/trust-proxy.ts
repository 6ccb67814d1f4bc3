import net from 'node:net';
import { z } from 'zod';

/**
 * Which proxies' X-Forwarded-* headers express may believe, as `app.set('trust proxy')`
 * takes it: a number of hops, all or nothing, or the proxies' addresses and subnets.
 */
export type TrustProxy = boolean | number | string[];

// The names proxy-addr (express's parser) knows for the usual private ranges.
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `10.0.0.1`, `fd00::/8`, `10.0.0.0/8` or one of NAMED_RANGES. */
function isAddressOrSubnet(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as written in the environment. Express reads a bare string as an
 * address list, so `1` would trust a proxy at address "1" (nobody) and `true`
 * would throw at the first request: both are turned into what they mean here,
 * and anything else must be a valid list, or the start stops.
 */
export const TrustProxySchema = z
  .string()
  .default('')
  .transform((raw, ctx): TrustProxy => {
    const value = raw.trim();
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((s) => s.trim());
    const bad = entries.find((entry) => !isAddressOrSubnet(entry));
    if (bad === undefined) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `"${bad}" is neither a number of proxy hops, true/false, nor an address or subnet (10.0.0.1, 10.0.0.0/8, loopback)`,
    });
    return z.NEVER;
  });
