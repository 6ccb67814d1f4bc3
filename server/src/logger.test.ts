import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

describe('logger', () => {
  it('logs a database error without the connection that carries the password', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = createLogger('info', sink);
    const err = Object.assign(new Error('Connection terminated unexpectedly'), {
      code: 'ECONNRESET',
      client: { connectionParameters: { user: 'app', password: 's3cret-db-password' } },
    });
    log.error({ err }, 'job queue error');
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry.err).toMatchObject({ message: 'Connection terminated unexpectedly', code: 'ECONNRESET' });
    expect(lines[0]).not.toContain('s3cret-db-password');
  });

  it("logs any URL without the calendar feed's token", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    createLogger('info', sink).warn(
      { url: '/api/ical/user/u1/subscribe.ics?token=feed-secret&x=1' },
      'failed',
    );
    expect(JSON.parse(lines[0]!).url).toBe('/api/ical/user/u1/subscribe.ics?token=[redacted]&x=1');
  });
});
