import { POSITION_STEP } from '@tm/domain/task/board-position';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../test/test-app.ts';
import { connectSocket, nextEvent, type TestSocket } from '../../../test/test-socket.ts';
import { callerAs, refusal, sessionMember } from '../../trpc/caller.test-helper.ts';
import { createTask, snapshotCounts, sql, trpc, trpcError } from './task.test-helper.ts';

// The board's move (issue 19): POST /api/tasks/{id}/move {status, position} and
// tRPC tasks.move. A move is a change like any other: version, status rules,
// history for the status (never for the position), task:updated to members.

const t = useTestApp();
let ana: SignedIn;
let bob: SignedIn;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  ana = await t.member('Ana Mover');
  bob = await t.member('Bob Watcher');
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});

type Row = { id: string; status: string; position: number; version: number };
const rows = (ids: string[]) =>
  sql<Row>(
    t,
    `select id, status, position, version from tasks where id = any(string_to_array(?, ',')::uuid[])`,
    [ids.join(',')],
  );
/** The given tasks of `status` in board order (position, then id). */
async function column(status: string, ids: string[]): Promise<string[]> {
  const found = await sql<{ id: string }>(
    t,
    `select id from tasks where status = ? and id = any(string_to_array(?, ',')::uuid[]) order by position, id`,
    [status, ids.join(',')],
  );
  return found.map((r) => r.id);
}
const history = (id: string) =>
  sql<{ field: string; old_value: string; new_value: string }>(
    t,
    "select field, old_value, new_value from history_entries where task_id = ? and action = 'updated' order by created_at",
    [id],
  );
const move = (id: string, body: Record<string, unknown>, client = ana.client) =>
  client.post(`/api/tasks/${id}/move`, body);

describe('moving a task on the board', () => {
  it('puts a new task on top of To Do and reorders within a column without a history entry', async () => {
    const a = await createTask(ana.client, { title: 'A' });
    const b = await createTask(ana.client, { title: 'B' });
    const c = await createTask(ana.client, { title: 'C' });
    expect(typeof a.position).toBe('number');
    const ids = [a.id, b.id, c.id];
    expect(await column('todo', ids)).toEqual([c.id, b.id, a.id]);

    // A between C and B.
    const res = await move(a.id, { status: 'todo', position: (c.position + b.position) / 2 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: a.id, status: 'todo', version: 2 });
    expect(await column('todo', ids)).toEqual([c.id, a.id, b.id]);
    expect(await history(a.id)).toEqual([]);
    // The members' list answers the new position.
    const list = await ana.client.get('/api/tasks');
    expect(list.body.find((x: { id: string }) => x.id === a.id).position).toBe(res.body.position);
  });

  it('moves across columns with a status history entry, live for other members', async () => {
    const watcher = await connectSocket(t.url, bob.client.cookieHeader);
    sockets.push(watcher);
    const task = await createTask(ana.client, { title: 'Across' });
    const seen = nextEvent(watcher, 'task:updated', (x) => x.id === task.id);
    const res = await move(task.id, { status: 'doing', position: 123.5, version: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'doing', position: 123.5, version: 2 });
    expect((await seen)[0]).toMatchObject({ id: task.id, status: 'doing', position: 123.5 });
    expect(await history(task.id)).toEqual([{ field: 'status', old_value: 'todo', new_value: 'doing' }]);
  });

  it('follows the status rules: completing a recurring task spawns its next occurrence once', async () => {
    const task = await createTask(ana.client, {
      title: 'Weekly board review',
      recurrencePattern: 'weekly',
      dueDate: '2026-12-01',
    });
    const done = await move(task.id, { status: 'done', position: 0 });
    expect(done.body).toMatchObject({ status: 'done' });
    const series = await sql<{ status: string; due: string }>(
      t,
      "select status, to_char(due_date, 'YYYY-MM-DD') as due from tasks where title = ? order by due_date",
      ['Weekly board review'],
    );
    expect(series).toEqual([
      { status: 'done', due: '2026-12-01' },
      { status: 'todo', due: '2026-12-08' },
    ]);
    // Moving within Done again changes the place only.
    await move(task.id, { status: 'done', position: 99 });
    expect(
      await sql(t, 'select count(*)::int as n from tasks where title = ?', ['Weekly board review']),
    ).toEqual([{ n: 2 }]);
  });

  it('renumbers a column whose gap ran out, keeping its order, and tells the boards', async () => {
    const watcher = await connectSocket(t.url, bob.client.cookieHeader);
    sockets.push(watcher);
    const x = await createTask(ana.client, { title: 'X' });
    const y = await createTask(ana.client, { title: 'Y' });
    const z = await createTask(ana.client, { title: 'Z' });
    const far = 9_000_000;
    await move(x.id, { status: 'doing', position: far });
    await move(z.id, { status: 'doing', position: far + 1 });
    const [xBefore] = await rows([x.id]);

    const reordered = nextEvent(watcher, 'tasks:reordered', (p) => p.status === 'doing');
    // Y between X and Z, too close to X for a midpoint to be trusted.
    const res = await move(y.id, { status: 'doing', position: far + 1e-4 });
    expect(res.status).toBe(200);
    await reordered;
    expect(await column('doing', [x.id, y.id, z.id])).toEqual([x.id, y.id, z.id]);
    const after = new Map((await rows([x.id, y.id, z.id])).map((r) => [r.id, r]));
    expect(after.get(x.id)!.position % POSITION_STEP).toBe(0);
    expect(after.get(z.id)!.position - after.get(x.id)!.position).toBe(POSITION_STEP);
    expect(after.get(y.id)!.position).toBe(after.get(x.id)!.position + POSITION_STEP / 2);
    expect(res.body.position).toBe(after.get(y.id)!.position);
    // Renumbering is bookkeeping: no version, no history for the others.
    expect(after.get(x.id)!.version).toBe(xBefore!.version);
    expect(await history(x.id)).toEqual([{ field: 'status', old_value: 'todo', new_value: 'doing' }]);
    // Every other task of the column sits on a step.
    const offStep = await sql<{ n: number }>(
      t,
      "select count(*)::int as n from tasks where status = 'doing' and id <> ? and position::numeric % 1024 <> 0",
      [y.id],
    );
    expect(offStep).toEqual([{ n: 0 }]);
  });

  it('puts a drop on a neighbour’s exact position above it', async () => {
    const p = await createTask(ana.client, { title: 'P' });
    const q = await createTask(ana.client, { title: 'Q' });
    await move(p.id, { status: 'done', position: 5_000_000 });
    await move(q.id, { status: 'done', position: 5_000_000 });
    expect(await column('done', [p.id, q.id])).toEqual([q.id, p.id]);
  });

  it('is the same over tRPC', async () => {
    const task = await createTask(ana.client, { title: 'Typed move' });
    const asAna = callerAs(t, await sessionMember(t, ana.user.id));
    const moved = await asAna.tasks.move({ id: task.id, status: 'doing', position: -42 });
    expect(moved).toMatchObject({ id: task.id, status: 'doing', position: -42, version: 2 });
    expect(await refusal(asAna.tasks.move({ id: task.id, status: 'done', position: 0, version: 1 }))).toEqual(
      {
        status: 409,
        code: 'VERSION_CONFLICT',
      },
    );
  });
});

describe('refused moves change nothing', () => {
  it('refuses an unknown status, a position that is no number, a stale version, an unknown task, and strangers', async () => {
    const task = await createTask(ana.client, { title: 'Stays put' });
    await move(task.id, { status: 'doing', position: 1 });
    const before = { rows: await rows([task.id]), counts: await snapshotCounts(t) };

    const unknown = await move(task.id, { status: 'archived', position: 1 });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const trpcUnknown = await trpc.mutate(ana.client, 'tasks.move', {
      id: task.id,
      status: 'x',
      position: 1,
    });
    expect(trpcError(trpcUnknown)).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    for (const position of ['1', null, undefined]) {
      const bad = await move(task.id, { status: 'todo', position });
      expect([bad.status, bad.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const extra = await move(task.id, { status: 'todo', position: 1, title: 'sneaky' });
    expect(extra.status).toBe(400);

    const stale = await move(task.id, { status: 'done', position: 1, version: 1 });
    expect([stale.status, stale.body.code]).toEqual([409, 'VERSION_CONFLICT']);
    // A stale move that would have renumbered renumbers nothing either.
    const staleTie = await move(task.id, { status: 'doing', position: 1, version: 1 });
    expect(staleTie.status).toBe(409);

    const missing = await move('00000000-0000-4000-8000-000000000000', { status: 'done', position: 1 });
    expect(missing.status).toBe(404);
    const badId = await ana.client.post('/api/tasks/not-a-uuid/move', { status: 'done', position: 1 });
    expect(badId.status).toBe(404);

    const anonymous = await move(task.id, { status: 'done', position: 1 }, t.client());
    expect(anonymous.status).toBe(401);
    const anonymousTrpc = await trpc.mutate(t.client(), 'tasks.move', {
      id: task.id,
      status: 'done',
      position: 1,
    });
    expect(anonymousTrpc.status).toBe(401);

    expect({ rows: await rows([task.id]), counts: await snapshotCounts(t) }).toEqual(before);
  });
});
