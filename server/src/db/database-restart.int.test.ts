import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PrivatePostgres, postgresBinDir, startPrivatePostgres } from '../../test/private-postgres.ts';
import { eventually } from '../../test/test-socket.ts';
import { type RunningApp, startApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { createLogger } from '../logger.ts';

const skipReason = postgresBinDir() ? null : 'no PostgreSQL server binaries (initdb, pg_ctl) on this machine';
if (skipReason) console.warn(`[database restart test skipped] ${skipReason}`);

/**
 * One acknowledged write = a row the server committed and said so. Written
 * through the same pool requests use; each row is recognisable by its key.
 */
async function write(app: RunningApp, key: string): Promise<void> {
  await app.deps.orm.em
    .fork()
    .getConnection()
    .execute('insert into users (name, email) values (?, ?)', [key, `${key}@restart.test`]);
}

describe.skipIf(skipReason)('the database restarting under a stream of writes', () => {
  let pg: PrivatePostgres;
  let app: RunningApp;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-restart-'));

  beforeAll(async () => {
    pg = await startPrivatePostgres();
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      SEED_DEMO: '1',
      DATABASE_URL: pg.url,
      DATABASE_POOL_MAX: '4',
    });
    app = await startApp(config, createLogger(config.logLevel));
  });
  afterAll(async () => {
    await app?.stop();
    await pg?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails requests with a retryable 503 while it is down, recovers alone, loses no acknowledged write', async () => {
    const acknowledged: string[] = [];
    let failed = 0;
    let running = true;
    // Two writers, as two users saving at once; each stops after a bounded number of attempts.
    const writer = async (name: string) => {
      for (let i = 0; running && i < 5_000; i++) {
        const key = `w${name}-${i}`;
        try {
          await write(app, key);
          acknowledged.push(key);
        } catch {
          failed++;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    };
    const writers = [writer('a'), writer('b')];
    const acksAfter = (n: number) =>
      eventually(async () => acknowledged.length >= n, `${n} writes acknowledged`);
    const get = (p: string) => fetch(app.url + p);

    try {
      await acksAfter(20);
      await pg.stop();

      // Down: readiness says so, and a request that needs the database answers a clean, retryable 503.
      expect((await get('/api/ready')).status).toBe(503);
      const res = await get('/api/config');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect((await get('/api/health')).status).toBe(200);
      await eventually(async () => failed > 0, 'writes failing while the database is down');

      await pg.start();
      // Back: the same process serves again, without a restart.
      await eventually(async () => (await get('/api/ready')).status === 200, 'ready again');
      expect((await get('/api/config')).status).toBe(200);
      const before = acknowledged.length;
      await acksAfter(before + 20);
    } finally {
      running = false;
      await Promise.all(writers);
    }

    const rows = await app.deps.orm.em
      .fork()
      .getConnection()
      .execute<{ name: string }[]>(`select name from users where email like '%@restart.test'`);
    const stored = new Set(rows.map((r) => r.name));
    expect(acknowledged.filter((k) => !stored.has(k))).toEqual([]);
    expect(failed).toBeGreaterThan(0);
  });
});
