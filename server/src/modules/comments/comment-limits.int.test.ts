import { COMMENTS_PER_MINUTE, COMMENTS_PER_TASK_MAX } from '@tm/domain/task/comment-limits';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { connectSocket, nextEvent, type TestSocket } from '../../../test/test-socket.ts';
import { createTask, sql, trpc, trpcError } from '../tasks/task.test-helper.ts';

const t = useTestApp();
const sockets: TestSocket[] = [];

afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});

/** Comments written straight into the database, an hour old so no author's rate counts them. */
async function seedComments(taskId: string, authorId: string, n: number, content: string) {
  await sql(
    t,
    `insert into comments (task_id, author_id, content, created_at)
     select ?, ?, ?, now() - interval '1 hour' + k * interval '1 millisecond' from generate_series(1, ?) k`,
    [taskId, authorId, content, n],
  );
}

/** Counts the bytes of every frame the server sends this socket (engine.io packets as received). */
function countBytes(socket: TestSocket) {
  const counter = { bytes: 0 };
  socket.io.engine.on('packet', (packet: { data?: unknown }) => {
    if (typeof packet.data === 'string') counter.bytes += Buffer.byteLength(packet.data);
  });
  return counter;
}

describe('a comment reaches members as itself', () => {
  it("pushes the comment and its task id to a member's socket, not the task's other comments", async () => {
    const ana = await t.member('Ana Thread');
    const bob = await t.member('Bob Watcher');
    const task = await createTask(ana.client);
    await seedComments(task.id, ana.user.id, 30, 'x'.repeat(10_000));
    const socket = await connectSocket(t.url, bob.client.cookieHeader);
    sockets.push(socket);
    const counter = countBytes(socket);

    const added = nextEvent(socket, 'comment:added', (p) => p.taskId === task.id);
    const res = await ana.client.post(`/api/tasks/${task.id}/comments`, { content: 'y'.repeat(10_000) });
    expect(res.status).toBe(201);
    expect((await added)[0]).toEqual({ taskId: task.id, comment: res.body });
    // Another event after it closes the count: a socket receives events in order.
    const marker = await createTask(ana.client);
    const deleted = nextEvent(socket, 'task:deleted', (p) => p.id === marker.id);
    await ana.client.delete(`/api/tasks/${marker.id}`);
    await deleted;

    // The comment's 10 KB and some framing; the whole task would have been over 310 KB.
    expect(counter.bytes).toBeGreaterThan(10_000);
    expect(counter.bytes).toBeLessThan(16_000);
    expect(socket.received.filter(([name]) => name === 'task:updated')).toEqual([]);
  });
});

describe('comment limits', () => {
  it(`refuses the comment after ${COMMENTS_PER_TASK_MAX} with 409 COMMENT_LIMIT_REACHED, over REST and tRPC`, async () => {
    const ana = await t.member('Ana Cap');
    const task = await createTask(ana.client);
    await seedComments(task.id, ana.user.id, COMMENTS_PER_TASK_MAX - 1, 'old');
    const last = await ana.client.post(`/api/tasks/${task.id}/comments`, { content: 'the last one' });
    expect(last.status).toBe(201);

    const rest = await ana.client.post(`/api/tasks/${task.id}/comments`, { content: 'one too many' });
    expect([rest.status, rest.body.code]).toEqual([409, 'COMMENT_LIMIT_REACHED']);
    const call = await trpc.mutate(ana.client, 'comments.add', { taskId: task.id, content: 'one too many' });
    expect(trpcError(call)).toEqual({ status: 409, code: 'COMMENT_LIMIT_REACHED' });
    const [row] = await sql<{ n: number }>(t, 'select count(*)::int as n from comments where task_id = ?', [
      task.id,
    ]);
    expect(row!.n).toBe(COMMENTS_PER_TASK_MAX);
  });

  it(`lets a member add ${COMMENTS_PER_MINUTE} comments a minute, counted before writing, then answers 429 with Retry-After`, async () => {
    const ana = await t.member('Ana Rate');
    const bob = await t.member('Bob Unaffected');
    const tasks = [await createTask(ana.client), await createTask(ana.client)];
    // All at once, over several tasks and both APIs: the limit must hold under concurrency.
    const calls = Array.from({ length: COMMENTS_PER_MINUTE + 10 }, (_, i) => {
      const taskId = tasks[i % 2]!.id;
      return i % 3 === 0
        ? trpc.mutate(ana.client, 'comments.add', { taskId, content: `c${i}` })
        : ana.client.post(`/api/tasks/${taskId}/comments`, { content: `c${i}` });
    });
    const answers = await Promise.all(calls);
    expect(answers.filter((r) => r.status === 201 || r.status === 200)).toHaveLength(COMMENTS_PER_MINUTE);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(10);
    const [stored] = await sql<{ n: number }>(
      t,
      'select count(*)::int as n from comments where author_id = ?',
      [ana.user.id],
    );
    expect(stored!.n).toBe(COMMENTS_PER_MINUTE);

    const rest = await ana.client.post(`/api/tasks/${tasks[0]!.id}/comments`, { content: 'later' });
    expect([rest.status, rest.body.code]).toEqual([429, 'RATE_LIMITED']);
    const retryAfter = Number(rest.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const call = await trpc.mutate(ana.client, 'comments.add', { taskId: tasks[0]!.id, content: 'later' });
    expect(trpcError(call)).toEqual({ status: 429, code: 'RATE_LIMITED' });
    expect(Number(call.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    // The limit is the author's own: another member still comments.
    expect((await bob.client.post(`/api/tasks/${tasks[0]!.id}/comments`, { content: 'hi' })).status).toBe(
      201,
    );
  });
});
