import type { Task } from '@tm/domain/task/task.schema';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app.ts';
import { connectSocket, eventually, type TestSocket } from '../../../test/test-socket.ts';
import { createTask, sql } from '../tasks/task.test-helper.ts';
import { Notifier } from './notification.service.ts';

// Notifications are delivered in batches (notification.service.ts): these check that a
// burst loses and repeats nothing, and that draining (what stopping the server awaits) waits for them.

const BURST = 24;
const sockets: TestSocket[] = [];
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});

async function teamWithTasks(t: TestApp) {
  const owner = await t.member('Burst Owner');
  const assignee = await t.member('Burst Assignee');
  const actor = await t.member('Burst Actor');
  const tasks = [];
  for (let i = 0; i < BURST; i++) {
    tasks.push(await createTask(owner.client, { title: `Burst task ${i}`, assigneeId: assignee.user.id }));
  }
  return { owner, assignee, actor, tasks };
}

const completeAll = (actor: Awaited<ReturnType<typeof teamWithTasks>>['actor'], ids: string[]) =>
  Promise.all(ids.map((id) => actor.client.patch(`/api/tasks/${id}`, { status: 'done' })));

describe('notifications of a burst of changes', () => {
  const t = useTestApp();
  it('reach every recipient once, by socket and by mail', async () => {
    const { owner, assignee, actor, tasks } = await teamWithTasks(t);
    const ownerSocket = await connectSocket(t.url, owner.client.cookieHeader);
    const assigneeSocket = await connectSocket(t.url, assignee.client.cookieHeader);
    sockets.push(ownerSocket, assigneeSocket);

    const responses = await completeAll(
      actor,
      tasks.map((task) => task.id),
    );
    expect(responses.map((r) => r.status)).toEqual(tasks.map(() => 200));

    const completedFor = (socket: TestSocket) =>
      socket.received
        .filter(([name, n]) => name === 'notification' && (n as { kind: string }).kind === 'completed')
        .map(([, n]) => (n as { taskId: string }).taskId)
        .sort();
    const expected = tasks.map((task) => task.id).sort();
    await eventually(async () => completedFor(ownerSocket).length === BURST || undefined, 'owner sockets');
    await eventually(
      async () => completedFor(assigneeSocket).length === BURST || undefined,
      'assignee sockets',
    );
    expect(completedFor(ownerSocket)).toEqual(expected);
    expect(completedFor(assigneeSocket)).toEqual(expected);

    const mails = await eventually(async () => {
      const rows = await sql<{ subject: string; n: number }>(
        t,
        `select subject, count(*)::int as n from mail_outbox
         where subject like 'Task completed: Burst task %' group by subject`,
      );
      return rows.length === BURST ? rows : undefined;
    }, 'one outbox row per completion and recipient');
    // Owner and assignee once each; the actor, who completed them, never.
    expect(mails.every((m) => m.n === 2)).toBe(true);
  });
});

describe('draining the notifier', () => {
  const t = useTestApp();
  it('resolves once every notification added before is in the outbox', async () => {
    const { owner, assignee, actor, tasks } = await teamWithTasks(t);
    const notifier = new Notifier(t.app.deps);
    for (const task of tasks) {
      notifier.add({
        task: task as Task,
        actorId: actor.user.id,
        recipients: [
          { userId: owner.user.id, kind: 'completed' },
          { userId: assignee.user.id, kind: 'completed' },
        ],
      });
    }
    // What stopping the server awaits: no waiting on anything else here.
    await notifier.drain();
    const [row] = await sql<{ n: number }>(
      t,
      `select count(*)::int as n from mail_outbox where subject like 'Task completed: Burst task %'`,
    );
    expect(row!.n).toBe(BURST * 2);
  });
});
