import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '@tm/test-support/serve-command';
import { createTestDatabase } from '@tm/test-support/test-database';
import { startReceiver } from '@tm/test-support/webhook-receiver';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/test-client.ts';
import { eventually } from '../../../test/test-socket.ts';

const skipReason = process.env.TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL is not set';
const SECRET = 'a-receiver-secret-of-some-length';

describe.skipIf(skipReason)(
  `a server killed with events unsent${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let db: NonNullable<Awaited<ReturnType<typeof createTestDatabase>>>;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-webhook-crash-'));
    const children: ChildProcess[] = [];
    let probe: pg.Client;

    beforeAll(async () => {
      db = (await createTestDatabase())!;
      receiver = await startReceiver(SECRET);
    });
    afterAll(async () => {
      for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
      await probe?.end();
      await receiver?.close();
      await db?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const env = () => ({
      DATABASE_URL: db.url,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'info',
      SESSION_SECRET: 'one-secret-for-both-lives-of-the-server-0123',
      ALLOW_PRIVATE_INTEGRATION_URLS: '1',
      WEBHOOK_RETRY_BASE_SECONDS: '1',
    });
    const start = async () => {
      const server = await startServerProcess(env());
      children.push(server.child);
      const client = new TestClient(server.url);
      await client.signIn('admin@example.com', 'admin123');
      return { ...server, client };
    };
    const query = async <T>(text: string, params: unknown[] = []) =>
      (await probe.query(text, params)).rows as T[];

    it('delivers every acknowledged change exactly once after a restart, however it was left', async () => {
      const first = await start();
      probe = new pg.Client({ connectionString: db.url });
      await probe.connect();
      const hook = await first.client.post('/api/webhooks', {
        url: receiver.url,
        events: ['task.created', 'task.updated', 'comment.created'],
        secret: SECRET,
      });
      expect(hook.status).toBe(201);

      // Pending at the crash: the receiver is down, so these wait for their next retry.
      receiver.down = true;
      const early = (await first.client.post('/api/tasks', { title: 'Made while the receiver is down' }))
        .body;
      expect(
        (await first.client.post(`/api/tasks/${early.id}/comments`, { content: 'Said while it is down' }))
          .status,
      ).toBe(201);
      await eventually(
        async () =>
          (await query(`select 1 from webhook_deliveries where event_type = 'comment.created'`)).length > 0,
        'a first attempt of the comment failed',
      );

      // Between the commit and the queueing: nothing can be queued (the job table is
      // locked), yet the changes are acknowledged; then the process dies.
      await eventually(
        async () =>
          (await query(`select 1 from pgboss.job where name = 'webhooks.flush' and state = 'active'`))
            .length === 0,
        'no flush running',
      );
      const locker = new pg.Client({ connectionString: db.url });
      await locker.connect();
      await locker.query('begin');
      await locker.query('lock table pgboss.job in exclusive mode');
      const late = await first.client.post('/api/tasks', { title: 'Made just before the crash' });
      expect(late.status).toBe(201);
      const edited = await first.client.patch(`/api/tasks/${late.body.id}`, { status: 'doing' });
      expect(edited.status).toBe(200);
      first.child.kill('SIGKILL');
      await first.exited;
      // The dead process's connections go with it, with whatever they were waiting to write.
      await locker.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and pid <> $1`,
        [(probe as unknown as { processID: number }).processID],
      );
      await locker.query('commit');
      await locker.end();

      receiver.down = false;
      const second = await start();
      const expected = [
        ['task.created', early.id],
        ['comment.created', early.id],
        ['task.created', late.body.id],
        ['task.updated', late.body.id],
      ] as const;
      const answered = (type: string, taskId: string) =>
        receiver.received.filter(
          (r) => r.status === 200 && r.body.type === type && r.body.data.task.id === taskId,
        );
      await expect
        .poll(() => expected.map(([type, id]) => answered(type, id).length), {
          timeout: 60_000,
          interval: 200,
        })
        .toEqual([1, 1, 1, 1]);
      // Nothing is left to send again: every event's one row is done.
      await expect
        .poll(
          async () =>
            (
              await query<{ n: number; done: number }>(
                'select count(*)::int as n, count(done_at)::int as done from webhook_outbox',
              )
            )[0],
          { timeout: 30_000, interval: 200 },
        )
        .toEqual({ n: expected.length, done: expected.length });
      expect(expected.map(([type, id]) => answered(type, id).length)).toEqual([1, 1, 1, 1]);
      // Each attempt of one event carried its one id, before the crash and after it.
      for (const [type, id] of expected) {
        const attempts = receiver.received.filter((r) => r.body.type === type && r.body.data.task.id === id);
        expect(new Set(attempts.map((r) => r.headers['x-webhook-id']))).toEqual(
          new Set([attempts[0]!.body.id]),
        );
        expect(attempts.every((r) => r.signatureValid)).toBe(true);
      }
      expect(answered('task.updated', late.body.id)[0]!.body.data.task.status).toBe('doing');
      second.child.kill('SIGTERM');
      await second.exited;
      // Two cold starts of the real entry point (TypeScript compiled on the fly) are slow on a busy machine.
    }, 240_000);
  },
);
