import type { RequestHandler } from 'express';
import { DomainError } from '../errors/domain-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** An Origin, when sent, must be this server itself or an allowed origin. */
export function isOriginAllowed(
  origin: string | undefined,
  host: string | undefined,
  secure: boolean,
  allowed: string[],
): boolean {
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    const o = new URL(origin);
    return o.host === host && (o.protocol === (secure ? 'https:' : 'http:') || o.protocol === 'https:');
  } catch {
    return false;
  }
}

/**
 * DESIGN's anti-forgery rule: a state-changing request must be JSON or carry
 * X-Requested-With (a cross-site form can send neither), and its Origin must match.
 */
export function antiForgery(allowedOrigins: string[]): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    // A bearer token is sent by a script, never by a browser on its own: a request
    // carrying one is authenticated by it alone, its cookie ignored (request-context.ts).
    if (/^Bearer\s/i.test(req.headers.authorization ?? '')) return next();
    const isJson = (req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json');
    if (!isJson && !req.headers['x-requested-with']) {
      return next(
        new DomainError('forbidden', 'FORBIDDEN', 'Request refused: send JSON or an X-Requested-With header'),
      );
    }
    if (!isOriginAllowed(req.headers.origin, req.headers.host, req.secure, allowedOrigins)) {
      return next(new DomainError('forbidden', 'FORBIDDEN', 'Request refused: origin not allowed'));
    }
    next();
  };
}
