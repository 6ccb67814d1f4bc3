import net from 'node:net';
import { z } from 'zod';

// A DNS name (letters, digits, hyphens, dots; a trailing dot is dropped when compared).
const HOSTNAME =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*\.?$/;

/**
 * ALLOWED_HOSTS: the names a reverse proxy passes on in `Host` when they are not
 * PUBLIC_URL's or an ALLOWED_ORIGINS entry's (comma-separated hostnames or
 * addresses, no port, no scheme). Stored lowercase without a trailing dot.
 */
export const AllowedHostsSchema = z
  .string()
  .default('')
  .transform((raw, ctx) => {
    const hosts = raw
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
    const bad = hosts.find((h) => !HOSTNAME.test(h) && !net.isIP(h.replace(/^\[(.*)\]$/, '$1')));
    if (bad === undefined) return hosts.map((h) => h.replace(/\.$/, '').replace(/^\[(.*)\]$/, '$1'));
    ctx.addIssue({
      code: 'custom',
      message: `"${bad}" is not a hostname or an address (no port, no scheme)`,
    });
    return z.NEVER;
  });
