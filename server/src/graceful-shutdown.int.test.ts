import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '@tm/test-support/serve-command';
import { createTestDatabase } from '@tm/test-support/test-database';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, eventually } from '../test/test-socket.ts';

const skipReason = process.env.TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL is not set';

/** A request on a fresh connection (no keep-alive reuse), so a refused connection shows. */
function freshGet(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

describe.skipIf(skipReason)(`SIGTERM${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let db: NonNullable<Awaited<ReturnType<typeof createTestDatabase>>>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-sigterm-'));
  beforeAll(async () => {
    db = (await createTestDatabase())!;
  });
  afterAll(async () => {
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops accepting, lets in-flight requests finish, sends sockets elsewhere, then exits', async () => {
    const { child, url } = await startServerProcess({
      DATABASE_URL: db.url,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'info',
    });
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    const socket = await connectSocket(url);
    const disconnected = new Promise<string>((r) => socket.once('disconnect', (reason) => r(reason)));

    // Hold a request in flight: it waits on a lock this test holds.
    const locker = new pg.Client({ connectionString: db.url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table users in access exclusive mode');
      const inFlight = fetch(`${url}/api/config`);
      await eventually(async () => {
        const { rows } = await locker.query(
          `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return rows.length > 0;
      }, 'the request waits on the lock');

      child.kill('SIGTERM');

      // Sockets are closed in a way clients reconnect from (to another instance), not told to stay away.
      expect(await disconnected).toBe('transport close');
      await eventually(
        async () =>
          freshGet(`${url}/api/health`).then(
            () => false,
            (err) => err.code === 'ECONNREFUSED',
          ),
        'new connections refused',
      );

      await locker.query('commit');
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(res.headers.get('connection')).toBe('close');
      expect(await exited).toBe(0);
    } finally {
      await locker.end();
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    // A cold start of the real entry point (TypeScript compiled on the fly) is slow on a busy machine.
  }, 120_000);
});
