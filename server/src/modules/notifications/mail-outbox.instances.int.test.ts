import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/test-client.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { eventually } from '../../../test/test-socket.ts';
import { type RunningApp, startApp } from '../../app.ts';
import { loadConfig } from '../../config/env.ts';
import { createLogger } from '../../logger.ts';
import { TestSmtpServer } from './smtp-test-server.test-helper.ts';

const MAILS = 12;
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn();
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one database', () => {
  it('deliver each mail exactly once', async () => {
    const smtp = await new TestSmtpServer().start();
    cleanup.push(() => smtp.stop());
    const db = (await createTestDatabase())!;
    cleanup.push(() => db.drop());
    const start = async (): Promise<RunningApp> => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-instance-'));
      const config = loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        DATABASE_URL: db.url,
        DATABASE_POOL_MAX: '5',
        SEED_DEMO: '1',
        SESSION_SECRET: 'one-secret-for-both-instances-0123456789',
        SMTP_URL: smtp.url,
        DATA_DIR: dataDir,
      });
      const app = await startApp(config, createLogger('silent'));
      cleanup.push(async () => {
        await app.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      });
      return app;
    };
    const [a, b] = await Promise.all([start(), start()]);

    const demo = await new TestClient(b.url).signIn('demo@example.com', 'demo123');
    // Tasks assigned through both instances: both write to the outbox, both run mail workers.
    for (let i = 0; i < MAILS; i++) {
      const via = new TestClient(i % 2 ? a.url : b.url);
      await via.signIn('admin@example.com', 'admin123');
      const res = await via.post('/api/tasks', { title: `Shared ${i}`, assigneeId: demo.id });
      expect(res.status).toBe(201);
    }
    const em = a.deps.orm.em.fork();
    const outbox = async () =>
      (
        await em
          .getConnection()
          .execute<{ total: number; pending: number }[]>(
            'select count(*)::int as total, count(*) filter (where sent_at is null)::int as pending from mail_outbox',
          )
      )[0]!;
    await eventually(
      async () => {
        const { total, pending } = await outbox();
        return total === MAILS && pending === 0;
      },
      `${MAILS} mails written and marked sent`,
      600,
    );
    // Every row is marked sent, so no copy can still be on its way.
    expect(smtp.received.map((m) => m.subject).sort()).toEqual(
      Array.from({ length: MAILS }, (_, i) => `Task assigned to you: Shared ${i}`).sort(),
    );
  });
});
