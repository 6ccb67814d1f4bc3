import type { ErrorRequestHandler } from 'express';
import type { Logger } from '../logger.ts';
import { DomainError } from './domain-error.ts';
import { toDomainError } from './to-domain-error.ts';

/** Maps any error to the stable `{ error, code, issues? }` body; never leaks a stack trace. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const domain = toDomainError(err);
    if (domain.status >= 500) log.error({ err, url: req.originalUrl }, 'request failed');
    if (res.headersSent) return;
    res.status(domain.status).json({
      error: domain.message,
      code: domain.code,
      ...(domain.issues ? { issues: domain.issues } : {}),
    });
  };
}

export { DomainError };
