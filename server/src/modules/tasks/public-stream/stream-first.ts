import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Express, Request } from 'express';
import { RateLimitedError } from '../../../errors/rate-limited-error.ts';
import { addressLimitKey } from '../../../http/address-key.ts';
import type { HostCheck } from '../../../http/allowed-hosts.ts';
import { toDomainError } from '../../../http/to-domain-error.ts';
import type { PublicStream } from './public-stream.ts';

const STREAM_PATH = '/api/tasks/public/stream';

/**
 * Answers the public stream in the HTTP server's own request listener, before express
 * (everything else goes on to `app`). A viewer stays connected for days, so whatever a
 * request gathers on its way through express (helmet's dozen headers, the compression
 * wrapper's closures, the router's state) is kept per viewer: bench 3c measured 11.6 KB
 * of heap per viewer through express. Done here: the host check (a refused host goes to
 * express, which answers 421 as for any path), CORS for ALLOWED_ORIGINS (a public read,
 * as in http/cors.ts), the address as express reads it (TRUST_PROXY).
 */
export function streamFirst(
  app: Express,
  stream: PublicStream,
  acceptsHost: HostCheck,
  allowedOrigins: string[],
): RequestListener {
  const allowed = new Set(allowedOrigins);
  return (req, res) => {
    if (req.method !== 'GET' || !isStreamUrl(req.url) || !acceptsHost(req.headers.host)) return app(req, res);
    const origin = req.headers.origin;
    if (origin && allowed.has(origin)) {
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
    }
    // express's request prototype (no copy): `ip` then honours the app's trust proxy setting.
    Object.setPrototypeOf(req, app.request);
    // Counted per client (an IPv6 client as its /64: http/address-key.ts).
    const address = addressLimitKey((req as Request).ip ?? req.socket.remoteAddress ?? '');
    try {
      stream.reserve(address);
    } catch (err) {
      return refuse(res, err);
    }
    stream.open(req, res, address).catch((err: unknown) => refuse(res, err));
  };
}

function isStreamUrl(url: string | undefined): boolean {
  return url === STREAM_PATH || (url?.startsWith(`${STREAM_PATH}?`) ?? false);
}

/** The error handler's `{ error, code }` body and Retry-After, without express. */
function refuse(res: ServerResponse<IncomingMessage>, err: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const domain = toDomainError(err);
  if (domain instanceof RateLimitedError) res.setHeader('Retry-After', String(domain.retryAfterSeconds));
  else if (domain.status === 503) res.setHeader('Retry-After', '2');
  res.writeHead(domain.status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ error: domain.message, code: domain.code }));
}
