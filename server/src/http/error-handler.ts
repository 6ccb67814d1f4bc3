import type { ErrorRequestHandler } from 'express';
import { RateLimitedError } from '../errors/rate-limited-error.ts';
import type { Logger } from '../logger.ts';
import { redactTokenInUrl } from '../modules/calendar/redact-feed-token.ts';
import { toDomainError } from './to-domain-error.ts';

const RETRY_AFTER_SECONDS = '2';

/** Maps any error to the stable `{ error, code, issues? }` body; never leaks a stack trace. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const domain = toDomainError(err);
    // The calendar feed's token is in its query string: a logged URL never carries it.
    const url = redactTokenInUrl(req.originalUrl);
    // A 503 is an expected, transient state (database restarting): one line, no stack trace per request.
    if (domain.status === 503)
      log.warn({ err: (err as Error)?.message, url }, 'request failed: service unavailable');
    else if (domain.status >= 500) log.error({ err, url }, 'request failed');
    if (res.headersSent) return;
    // A 503 is transient (database restarting, instance draining): tell clients when to retry.
    if (domain.status === 503) res.setHeader('Retry-After', RETRY_AFTER_SECONDS);
    if (domain instanceof RateLimitedError) res.setHeader('Retry-After', String(domain.retryAfterSeconds));
    res.status(domain.status).json({
      error: domain.message,
      code: domain.code,
      ...(domain.issues ? { issues: domain.issues } : {}),
    });
  };
}
