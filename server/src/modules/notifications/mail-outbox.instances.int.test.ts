import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TestSmtpServer } from '@tm/test-support/smtp-test-server';
import { createTestDatabase } from '@tm/test-support/test-database';
import { afterAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/test-client.ts';
import { eventually } from '../../../test/test-socket.ts';
import { type RunningApp, startApp } from '../../app.ts';
import { loadConfig } from '../../config/env.ts';
import { createLogger } from '../../logger.ts';

const MAILS = 12;
const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn();
});

/** Two instances on one fresh database, sending through `smtp`. */
async function twoInstances(smtp: TestSmtpServer, env: Record<string, string> = {}): Promise<RunningApp[]> {
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
      ...env,
    });
    const app = await startApp(config, createLogger('silent'));
    cleanup.push(async () => {
      await app.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    return app;
  };
  return Promise.all([start(), start()]);
}

/** Tasks assigned to the demo member through both instances: both write to the outbox, both run mail workers. */
async function assignThroughBoth([a, b]: RunningApp[], count: number): Promise<void> {
  const demo = await new TestClient(b!.url).signIn('demo@example.com', 'demo123');
  for (let i = 0; i < count; i++) {
    const via = new TestClient(i % 2 ? a!.url : b!.url);
    await via.signIn('admin@example.com', 'admin123');
    const res = await via.post('/api/tasks', { title: `Shared ${i}`, assigneeId: demo.id });
    expect(res.status).toBe(201);
  }
}

/** The outbox once every mail written is sent or dropped. */
async function settledOutbox(app: RunningApp, total: number) {
  const em = app.deps.orm.em.fork();
  return eventually(
    async () => {
      const [row] = await em.getConnection().execute<{ total: number; sent: number; dropped: number }[]>(
        `select count(*)::int as total, count(sent_at)::int as sent, count(dropped_at)::int as dropped
           from mail_outbox`,
      );
      return row!.total === total && row!.sent + row!.dropped === total && row!;
    },
    `${total} mails written and sent or dropped`,
    600,
  );
}

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one database', () => {
  it('deliver each mail exactly once', async () => {
    const smtp = await new TestSmtpServer().start();
    cleanup.push(() => smtp.stop());
    const instances = await twoInstances(smtp);
    await assignThroughBoth(instances, MAILS);
    expect(await settledOutbox(instances[0]!, MAILS)).toMatchObject({ sent: MAILS, dropped: 0 });
    // Every row is marked sent, so no copy can still be on its way.
    expect(smtp.received.map((m) => m.subject).sort()).toEqual(
      Array.from({ length: MAILS }, (_, i) => `Task assigned to you: Shared ${i}`).sort(),
    );
  });

  it('send one address no more than its hourly limit between them', async () => {
    const smtp = await new TestSmtpServer().start();
    cleanup.push(() => smtp.stop());
    const instances = await twoInstances(smtp, { MAIL_PER_RECIPIENT_PER_HOUR: '5' });
    await assignThroughBoth(instances, MAILS);
    expect(await settledOutbox(instances[1]!, MAILS)).toMatchObject({ sent: 5, dropped: MAILS - 5 });
    expect(smtp.mailsTo('demo@example.com')).toHaveLength(5);
  });
});
