import { pino } from 'pino';

export type Logger = pino.Logger;

// Structured JSON logs; secrets never reach them (cookies and auth headers are redacted).
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'res.headers["set-cookie"]',
      '*.apiKey',
      '*.password',
    ],
  });
}
