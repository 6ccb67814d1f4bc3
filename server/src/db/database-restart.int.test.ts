import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PrivatePostgres, postgresBinDir, startPrivatePostgres } from '../../test/private-postgres.ts';
import { TestClient } from '../../test/test-client.ts';
import { eventually } from '../../test/test-socket.ts';
import { type RunningApp, startApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { createLogger } from '../logger.ts';

const skipReason = postgresBinDir() ? null : 'no PostgreSQL server binaries (initdb, pg_ctl) on this machine';
if (skipReason) console.warn(`[database restart test skipped] ${skipReason}`);

/**
 * One acknowledged write = a task the server answered 201 for, through the
 * same endpoint the screens use. Anything else (503 while the database is
 * down, a refused connection) is not acknowledged and may or may not be stored.
 */
async function createTask(client: TestClient, title: string): Promise<string | null> {
  const res = await client.post('/api/tasks', { title });
  return res.status === 201 ? (res.body.id as string) : null;
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
      DATABASE_POOL_MAX: '2',
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
    const demo = new TestClient(app.url);
    const admin = new TestClient(app.url);
    await demo.signIn('demo@example.com', 'demo123');
    await admin.signIn('admin@example.com', 'admin123');
    // Two users saving at once; each stops after a bounded number of attempts.
    const writer = async (client: TestClient, name: string) => {
      for (let i = 0; running && i < 5_000; i++) {
        const id = await createTask(client, `${name} ${i}`).catch(() => null);
        if (id) acknowledged.push(id);
        else {
          failed++;
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    };
    const writers = [writer(demo, 'demo'), writer(admin, 'admin')];
    const acksAfter = (n: number) =>
      eventually(async () => acknowledged.length >= n, `${n} writes acknowledged`);
    const get = (p: string) => fetch(app.url + p);

    try {
      await acksAfter(20);
      // Twice: a connection lost in the middle of a transaction must not cost a pool slot
      // (with a pool of two, two lost slots would leave nothing to recover with).
      for (let cycle = 0; cycle < 2; cycle++) {
        await pg.stop();

        // Down: readiness says so, and a request that needs the database answers a clean, retryable 503.
        expect((await get('/api/ready')).status).toBe(503);
        const res = await get('/api/config');
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        expect(await res.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
        expect((await get('/api/health')).status).toBe(200);
        const viaTrpc = await get('/trpc/system.config');
        expect(viaTrpc.status).toBe(503);
        expect(viaTrpc.headers.get('retry-after')).toMatch(/^\d+$/);
        expect((await viaTrpc.json()).error.data.appCode).toBe('DATABASE_UNAVAILABLE');
        const failedBefore = failed;
        await eventually(async () => failed > failedBefore, 'writes failing while the database is down');
        // A write refused meanwhile gets the same clean, retryable answer.
        const refused = await demo.post('/api/tasks', { title: 'while down' });
        expect(refused.status).toBe(503);
        expect(refused.body).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });

        await pg.start();
        // Back: the same process serves again, without a restart.
        await eventually(async () => (await get('/api/ready')).status === 200, 'ready again');
        expect((await get('/api/config')).status).toBe(200);
        await acksAfter(acknowledged.length + 20);
      }
    } finally {
      running = false;
      await Promise.all(writers);
    }

    const rows = await app.deps.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>('select id from tasks');
    const stored = new Set(rows.map((r) => r.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    // And it shuts down cleanly: stopping waits for every connection to come back to the pool.
    await app.stop();
  });
});
