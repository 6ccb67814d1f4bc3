import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/test-client.ts';
import { eventually } from '../../../test/test-socket.ts';
import { type RunningApp, startApp } from '../../app.ts';
import { loadConfig } from '../../config/env.ts';
import { createLogger } from '../../logger.ts';
import { runningEmbeddedDatabase } from './embedded-database.ts';

/** The embedded database's process now, from the note the server keeps in DATA_DIR. */
function databasePid(dataDir: string): number {
  const running = runningEmbeddedDatabase(dataDir);
  if (!running) throw new Error('no embedded database is running');
  return running.pid;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the embedded database process dying under a stream of writes', () => {
  let app: RunningApp;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-embedded-crash-'));

  beforeAll(async () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      SEED_DEMO: '1',
      DATABASE_POOL_MAX: '3',
    });
    app = await startApp(config, createLogger(config.logLevel));
  });
  afterAll(async () => {
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a clean 503 while it is down, restarts it alone and loses no acknowledged write', async () => {
    const acknowledged: string[] = [];
    // Every answer that was not a 201: each must be a clean, retryable 503.
    const refusals: { status: number; body: unknown }[] = [];
    let running = true;
    const demo = new TestClient(app.url);
    const admin = new TestClient(app.url);
    await demo.signIn('demo@example.com', 'demo123');
    await admin.signIn('admin@example.com', 'admin123');
    const writer = async (client: TestClient, name: string) => {
      for (let i = 0; running && i < 5_000; i++) {
        const res = await client.post('/api/tasks', { title: `${name} ${i}` }).catch(() => null);
        if (res?.status === 201) acknowledged.push(res.body.id as string);
        else {
          if (res) refusals.push({ status: res.status, body: res.body });
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
      // Twice: the second crash proves the restarted process is supervised too.
      for (let cycle = 0; cycle < 2; cycle++) {
        const pid = databasePid(dataDir);
        process.kill(pid, 'SIGKILL');
        await eventually(async () => !isAlive(pid), 'the embedded database process gone');
        // Meanwhile the data directory is still in use: a restore must not open it beside the server.
        expect(runningEmbeddedDatabase(dataDir)).not.toBeNull();

        // Down: not ready, a request that needs the database answers a retryable 503
        // with no stack, and the process itself stays alive (health).
        expect((await get('/api/ready')).status).toBe(503);
        const res = await get('/api/config');
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        const body = await res.json();
        expect(body).toEqual({ code: 'DATABASE_UNAVAILABLE', error: expect.any(String) });
        expect((await get('/api/health')).status).toBe(200);

        // Back by itself, in a new process, and writes go on.
        await eventually(async () => (await get('/api/ready')).status === 200, 'ready again', 600);
        await eventually(async () => databasePid(dataDir) !== pid, 'a new process noted as serving');
        expect((await get('/api/config')).status).toBe(200);
        await acksAfter(acknowledged.length + 20);
      }
    } finally {
      running = false;
      await Promise.all(writers);
    }

    expect(refusals.filter((r) => r.status !== 503)).toEqual([]);
    for (const r of refusals)
      expect(r.body).toEqual({ code: 'DATABASE_UNAVAILABLE', error: expect.any(String) });
    const storedIds = async () => {
      const rows = await app.deps.orm.em
        .fork()
        .getConnection()
        .execute<{ id: string }[]>('select id from tasks');
      return new Set(rows.map((r) => r.id));
    };
    const stored = await storedIds();
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    // The data directory the crashes left behind opens again after a stop, with every write.
    await app.stop();
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    app = await startApp(config, createLogger('silent'));
    const reopened = await storedIds();
    expect(acknowledged.filter((id) => !reopened.has(id))).toEqual([]);
  }, 120_000);
});
