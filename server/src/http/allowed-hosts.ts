import net from 'node:net';
import os from 'node:os';
import type { RequestHandler } from 'express';
import type { Config } from '../config/env.ts';
import { DomainError } from '../errors/domain-error.ts';

/**
 * DNS rebinding: a page on `evil.example` re-resolves its own name to this
 * server's address, and the browser then treats our answers as same-origin with
 * it. The browser still sends `Host: evil.example`, so a server that only answers
 * the names it is known by closes the hole.
 */
export type HostCheck = (hostHeader: string | undefined) => boolean;

// Answer whatever the Host: load balancers and orchestrators probe these by bare address.
export const HEALTH_PATHS: ReadonlySet<string> = new Set(['/api/health', '/api/ready']);

/** The hostname of a Host header: lowercase, without port, IPv6 brackets or trailing dot. */
export function hostnameOf(hostHeader: string): string {
  const host = hostHeader.trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\](:\d*)?$/.exec(host);
  if (bracketed) return bracketed[1]!;
  return host.replace(/:\d*$/, '').replace(/\.$/, '');
}

function hostnameOfUrl(url: string): string[] {
  try {
    return [hostnameOf(new URL(url).host)];
  } catch {
    return [];
  }
}

function isLoopback(address: string): boolean {
  const v4 = address.replace(/^::ffff:/, '');
  return address === '::1' || (net.isIPv4(v4) && v4.startsWith('127.'));
}

/** This machine's own addresses, read when asked: interfaces come and go (DHCP, containers). */
function isOwnAddress(address: string): boolean {
  const bare = address.replace(/^::ffff:/, '');
  return Object.values(os.networkInterfaces()).some((list) =>
    list?.some((i) => i.address.toLowerCase() === bare),
  );
}

/**
 * The names this server answers to: PUBLIC_URL's host, the hosts of ALLOWED_ORIGINS,
 * ALLOWED_HOSTS, the address it is bound to, `localhost` (and `*.localhost`), the
 * machine's hostname, and any loopback or own interface address.
 */
export function createHostCheck(
  config: Pick<Config, 'publicUrl' | 'allowedOrigins' | 'allowedHosts' | 'host'>,
): HostCheck {
  const names = new Set<string>([
    ...(config.publicUrl ? hostnameOfUrl(config.publicUrl) : []),
    ...config.allowedOrigins.flatMap(hostnameOfUrl),
    ...config.allowedHosts,
    hostnameOf(config.host),
    'localhost',
    os.hostname().toLowerCase(),
  ]);
  return (hostHeader) => {
    // Browsers always send Host; a request without one (HTTP/1.0 tools) is no rebinding.
    if (hostHeader === undefined) return true;
    const name = hostnameOf(hostHeader);
    if (names.has(name) || name.endsWith('.localhost')) return true;
    return net.isIP(name) !== 0 && (isLoopback(name) || isOwnAddress(name));
  };
}

/** Answers 421 HOST_NOT_ALLOWED for a Host this server is not known by (health checks excepted). */
export function allowedHostsOnly(isAllowed: HostCheck): RequestHandler {
  return (req, _res, next) => {
    if (isAllowed(req.headers.host) || HEALTH_PATHS.has(req.path)) return next();
    next(
      new DomainError(
        'misdirected',
        'HOST_NOT_ALLOWED',
        'This server does not answer for this host name (add it to ALLOWED_HOSTS or PUBLIC_URL)',
      ),
    );
  };
}
