import { pino } from 'pino';

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

// Structured JSON logs; secrets never reach them (cookies and auth headers are redacted).
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: { err: serializeError },
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
