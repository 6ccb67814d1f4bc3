import { pino } from 'pino';
import { redactTokenInUrl } from './modules/calendar/redact-feed-token.ts';

export type Logger = pino.Logger;

/**
 * Errors from the database driver carry the connection that failed (`client`),
 * whose parameters include the database password: log the error, never that.
 */
function serializeError(err: unknown) {
  const serialized = pino.stdSerializers.err(err as Error) as Record<string, unknown>;
  if (serialized && typeof serialized === 'object') {
    delete serialized.client;
    delete serialized.connectionParameters;
  }
  return serialized;
}

const redactUrl = (url: unknown) => (typeof url === 'string' ? redactTokenInUrl(url) : url);

// Structured JSON logs; secrets never reach them (cookies and auth headers are redacted).
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      // Any URL logged as `url` loses the calendar feed's token (the access log redacts its own `req`).
      serializers: { err: serializeError, url: redactUrl },
      redact: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.apiKey',
        '*.password',
      ],
    },
    destination,
  );
}
