import { randomUUID } from 'node:crypto';
import { BULK_MAX } from '@tm/domain/task/task-bulk.schema';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../test/test-app.ts';
import { connectSocket, nextEvent, type TestSocket } from '../../../test/test-socket.ts';
import { callerAs, refusal, sessionMember } from '../../trpc/caller.test-helper.ts';
import { createTask, snapshotCounts, sql, trpc, trpcData, trpcError } from './task.test-helper.ts';

// Bulk actions (POST /api/tasks/bulk, tRPC tasks.bulk): one request, one
// transaction; each task changed as one edit would change it (history per task
// and field, version, next occurrence, events), all or nothing on any refusal.

const t = useTestApp();
let ana: SignedIn;
let ben: SignedIn;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  ana = await t.member('Ana Bulk');
  ben = await t.member('Ben Bulk');
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});

type Row = { id: string; status: string; priority: string; assignee_id: string | null; version: number };
const rows = async (ids: string[]) =>
  sql<Row>(
    t,
    `select id, status, priority, assignee_id, version from tasks where id = any(?::uuid[]) and deleted_at is null order by id`,
    [`{${ids.join(',')}}`],
  );
const threeTasks = async (prefix: string) =>
  Promise.all([1, 2, 3].map((n) => createTask(ana.client, { title: `${prefix} ${n}` })));
const historyOf = async (id: string) =>
  (
    await sql<{ field: string; old_value: string | null; new_value: string | null }>(
      t,
      `select field, old_value, new_value from history_entries where task_id = ? and action = 'updated' order by field`,
      [id],
    )
  ).map((h) => [h.field, h.old_value, h.new_value]);

describe('bulk change', () => {
  it('sets the status of every task over REST, with one history entry each, and the list shows it', async () => {
    const tasks = await threeTasks('Status');
    const ids = tasks.map((x) => x.id);
    const res = await ana.client.post('/api/tasks/bulk', { ids, set: { status: 'doing' } });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    expect(
      res.body.map((x: { id: string; status: string; version: number }) => [x.id, x.status, x.version]),
    ).toEqual(ids.map((id) => [id, 'doing', 2]));
    for (const row of await rows(ids)) expect(row).toMatchObject({ status: 'doing', version: 2 });
    for (const id of ids) expect(await historyOf(id)).toEqual([['status', 'todo', 'doing']]);
    // The list caches see the change (change log), as for a single edit.
    const list = await ben.client.get('/api/tasks');
    const listed = list.body.filter((x: { id: string }) => ids.includes(x.id));
    expect(listed.map((x: { status: string }) => x.status)).toEqual(['doing', 'doing', 'doing']);
  });

  it('sets assignee and priority together: one history entry per task and field', async () => {
    const tasks = await threeTasks('Fields');
    const ids = tasks.map((x) => x.id);
    const res = await ana.client.post('/api/tasks/bulk', {
      ids,
      set: { assigneeId: ben.user.id, priority: 'high' },
    });
    expect(res.status).toBe(200);
    for (const task of res.body) {
      expect(task).toMatchObject({
        priority: 'high',
        assigneeId: ben.user.id,
        assignee: { name: 'Ben Bulk' },
      });
    }
    for (const id of ids) {
      expect(await historyOf(id)).toEqual([
        ['assignee', null, 'Ben Bulk'],
        ['priority', 'medium', 'high'],
      ]);
    }
    // Unassigning ("" or null means nobody).
    const cleared = await ana.client.post('/api/tasks/bulk', { ids, set: { assigneeId: '' } });
    expect(cleared.body.map((x: { assigneeId: string | null }) => x.assigneeId)).toEqual([null, null, null]);
  });

  it('records nothing for a task that already has the value, and changes the others', async () => {
    const done = await createTask(ana.client, { title: 'Already high', priority: 'high' });
    const other = await createTask(ana.client, { title: 'Still low', priority: 'low' });
    const res = await ana.client.post('/api/tasks/bulk', {
      ids: [done.id, other.id],
      set: { priority: 'high' },
    });
    expect(res.status).toBe(200);
    expect(res.body.map((x: { version: number }) => x.version)).toEqual([1, 2]);
    expect(await historyOf(done.id)).toEqual([]);
    expect(await historyOf(other.id)).toEqual([['priority', 'low', 'high']]);
  });

  it('completing a recurring task spawns its next occurrence, as a single edit does', async () => {
    const weekly = await createTask(ana.client, {
      title: 'Bulk weekly',
      dueDate: '2030-01-07',
      isRecurring: true,
      recurrencePattern: 'weekly',
    });
    const plain = await createTask(ana.client, { title: 'Bulk once' });
    const res = await ana.client.post('/api/tasks/bulk', {
      ids: [weekly.id, plain.id],
      set: { status: 'done' },
    });
    expect(res.status).toBe(200);
    const next = await sql<{ status: string; due_date: string }>(
      t,
      `select status, to_char(due_date, 'YYYY-MM-DD') as due_date from tasks where title = 'Bulk weekly' and id <> ?`,
      [weekly.id],
    );
    expect(next).toEqual([{ status: 'todo', due_date: '2030-01-14' }]);
    const once = await sql(t, `select id from tasks where title = 'Bulk once'`);
    expect(once).toHaveLength(1);
  });

  it('sets the labels of every task (exactly those), one labels entry each; an unknown label changes nothing', async () => {
    const made = await Promise.all(
      ['Bulk red', 'Bulk blue'].map((name, i) =>
        ana.client.post('/api/labels', { name, color: i === 0 ? 'red' : 'blue' }),
      ),
    );
    const [red, blue] = made.map((r) => r.body as { id: string; name: string; color: string });
    const tasks = await threeTasks('Labelled');
    const ids = tasks.map((x) => x.id);
    await ana.client.patch(`/api/tasks/${ids[0]}`, { labelIds: [red!.id] });

    const res = await ana.client.post('/api/tasks/bulk', { ids, set: { labelIds: [red!.id, blue!.id] } });
    expect(res.status).toBe(200);
    for (const task of res.body) {
      expect(task.labels.map((l: { name: string }) => l.name)).toEqual(['Bulk blue', 'Bulk red']);
    }
    const labelHistory = async (id: string) => (await historyOf(id)).filter(([field]) => field === 'labels');
    expect(await labelHistory(ids[0]!)).toEqual([
      ['labels', null, 'Bulk red'],
      ['labels', 'Bulk red', 'Bulk blue, Bulk red'],
    ]);
    for (const id of ids.slice(1))
      expect(await labelHistory(id)).toEqual([['labels', null, 'Bulk blue, Bulk red']]);
    const list = await ben.client.get('/api/tasks');
    for (const task of list.body.filter((x: { id: string }) => ids.includes(x.id))) {
      expect(task.labels.map((l: { id: string }) => l.id).sort()).toEqual([red!.id, blue!.id].sort());
    }

    const before = await snapshotCounts(t);
    const unknown = await ana.client.post('/api/tasks/bulk', {
      ids,
      set: { labelIds: [red!.id, randomUUID()] },
    });
    expect([unknown.status, unknown.body.code]).toEqual([400, 'LABEL_NOT_FOUND']);
    expect(await snapshotCounts(t)).toEqual(before);
    const cleared = await ana.client.post('/api/tasks/bulk', { ids, set: { labelIds: [] } });
    expect(cleared.body.map((x: { labels: unknown[] }) => x.labels)).toEqual([[], [], []]);
  });

  it(`changes ${BULK_MAX} real tasks in one request, each with its history entry`, async () => {
    const ids: string[] = [];
    for (let batch = 0; batch < BULK_MAX / 50; batch++) {
      const made = await Promise.all(
        Array.from({ length: 50 }, (_, i) => createTask(ana.client, { title: `Max ${batch}-${i}` })),
      );
      ids.push(...made.map((x) => x.id));
    }
    const res = await ana.client.post('/api/tasks/bulk', { ids, set: { status: 'doing' } });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(BULK_MAX);
    const [counted] = await sql<{ changed: number; entries: number }>(
      t,
      `select count(*) filter (where t.status = 'doing' and t.version = 2)::int as changed,
         (select count(*)::int from history_entries h
           where h.task_id = any(?::uuid[]) and h.field = 'status') as entries
       from tasks t where t.id = any(?::uuid[])`,
      [`{${ids.join(',')}}`, `{${ids.join(',')}}`],
    );
    expect(counted).toEqual({ changed: BULK_MAX, entries: BULK_MAX });
    const del = await ana.client.post('/api/tasks/bulk', { ids, delete: true });
    expect(del.status).toBe(204);
    expect(await rows(ids)).toEqual([]);
  });

  it('sends task:updated for each changed task to members', async () => {
    const socket = await connectSocket(t.url, ben.client.cookieHeader);
    sockets.push(socket);
    const tasks = await threeTasks('Live');
    const ids = tasks.map((x) => x.id);
    const events = ids.map((id) =>
      nextEvent(socket, 'task:updated', (x) => x.id === id && x.priority === 'urgent'),
    );
    const res = await ana.client.post('/api/tasks/bulk', { ids, set: { priority: 'urgent' } });
    expect(res.status).toBe(200);
    const received = await Promise.all(events);
    expect(received.map(([task]) => task.version)).toEqual([2, 2, 2]);
  });
});

describe('bulk delete', () => {
  it('deletes every task with one request (204) and sends task:deleted for each', async () => {
    const socket = await connectSocket(t.url, ben.client.cookieHeader);
    sockets.push(socket);
    const tasks = await threeTasks('Gone');
    const ids = tasks.map((x) => x.id);
    const events = ids.map((id) => nextEvent(socket, 'task:deleted', (x) => x.id === id));
    const res = await ana.client.post('/api/tasks/bulk', { ids, delete: true });
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect(await rows(ids)).toEqual([]);
    expect((await Promise.all(events)).map(([x]) => x.id)).toEqual(ids);
    const list = await ben.client.get('/api/tasks');
    expect(list.body.filter((x: { id: string }) => ids.includes(x.id))).toEqual([]);
  });
});

describe('bulk refusals change nothing', () => {
  it(`refuses none or more than ${BULK_MAX} ids, a missing action and both actions with a code`, async () => {
    const tasks = await threeTasks('Kept');
    const ids = tasks.map((x) => x.id);
    const before = await snapshotCounts(t);
    const tooMany = [...ids, ...Array.from({ length: BULK_MAX + 1 - ids.length }, () => randomUUID())];
    const cases: [unknown, string][] = [
      [{ ids: [], set: { status: 'done' } }, 'BULK_EMPTY'],
      [{ ids: [], delete: true }, 'BULK_EMPTY'],
      [{ set: { status: 'done' } }, 'BULK_EMPTY'],
      [{ ids: tooMany, set: { status: 'done' } }, 'BULK_TOO_MANY'],
      [{ ids: tooMany, delete: true }, 'BULK_TOO_MANY'],
      [{ ids }, 'BULK_ACTION_REQUIRED'],
      [{ ids, set: {} }, 'BULK_ACTION_REQUIRED'],
      [{ ids, set: { status: 'done' }, delete: true }, 'BULK_ACTION_REQUIRED'],
      [{ ids, set: { status: 'archived' } }, 'VALIDATION_FAILED'],
      [{ ids: ['not-a-uuid'], delete: true }, 'VALIDATION_FAILED'],
    ];
    for (const [body, code] of cases) {
      const res = await ana.client.post('/api/tasks/bulk', body);
      expect([res.status, res.body.code], JSON.stringify(body).slice(0, 80)).toEqual([400, code]);
    }
    expect(await snapshotCounts(t)).toEqual(before);
    for (const row of await rows(ids)) expect(row).toMatchObject({ status: 'todo', version: 1 });
  });

  it(`takes exactly ${BULK_MAX} ids`, async () => {
    const [task] = await threeTasks('Five hundred');
    // One real task and 499 unknown ones: the size is accepted, the unknown ids answer 404.
    const ids = [task.id, ...Array.from({ length: BULK_MAX - 1 }, () => randomUUID())];
    const res = await ana.client.post('/api/tasks/bulk', { ids, set: { priority: 'low' } });
    expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('answers 404 for an unknown id among known ones and changes none of them (change and delete)', async () => {
    const tasks = await threeTasks('Unknown');
    const ids = [...tasks.map((x) => x.id), randomUUID()];
    const before = await snapshotCounts(t);
    const set = await ana.client.post('/api/tasks/bulk', {
      ids,
      set: { status: 'done', priority: 'urgent' },
    });
    expect([set.status, set.body.code]).toEqual([404, 'NOT_FOUND']);
    const del = await ana.client.post('/api/tasks/bulk', { ids, delete: true });
    expect([del.status, del.body.code]).toEqual([404, 'NOT_FOUND']);
    expect(await snapshotCounts(t)).toEqual(before);
    for (const row of await rows(ids.slice(0, 3))) {
      expect(row).toMatchObject({ status: 'todo', priority: 'medium', version: 1 });
    }
  });

  it('a refusal of one value rolls back every task (unknown assignee: 400, nothing changed)', async () => {
    const tasks = await threeTasks('Rollback');
    const ids = tasks.map((x) => x.id);
    const before = await snapshotCounts(t);
    const res = await ana.client.post('/api/tasks/bulk', {
      ids,
      set: { priority: 'low', assigneeId: randomUUID() },
    });
    expect([res.status, res.body.code]).toEqual([400, 'ASSIGNEE_NOT_FOUND']);
    expect(await snapshotCounts(t)).toEqual(before);
    for (const row of await rows(ids)) expect(row).toMatchObject({ priority: 'medium', version: 1 });
  });

  it('refuses anonymous callers (401) over REST and tRPC', async () => {
    const [task] = await threeTasks('Anonymous');
    const res = await t.client().post('/api/tasks/bulk', { ids: [task.id], delete: true });
    expect(res.status).toBe(401);
    expect(await refusal(callerAs(t, null).tasks.bulk({ ids: [task.id], delete: true }))).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(await rows([task.id])).toHaveLength(1);
  });
});

describe('tasks.bulk over tRPC', () => {
  it('changes and deletes through the same service and schema', async () => {
    const asAna = callerAs(t, await sessionMember(t, ana.user.id));
    const tasks = await threeTasks('Typed');
    const ids = tasks.map((x) => x.id);
    const changed = await asAna.tasks.bulk({ ids, set: { status: 'done', priority: 'low' } });
    expect(Array.isArray(changed) && changed.map((x) => [x.status, x.priority])).toEqual([
      ['done', 'low'],
      ['done', 'low'],
      ['done', 'low'],
    ]);
    for (const id of ids) {
      expect(await historyOf(id)).toEqual([
        ['priority', 'medium', 'low'],
        ['status', 'todo', 'done'],
      ]);
    }
    expect(await refusal(asAna.tasks.bulk({ ids: [], delete: true }))).toEqual({
      status: 400,
      code: 'BULK_EMPTY',
    });
    expect(await refusal(asAna.tasks.bulk({ ids: [...ids, randomUUID()], delete: true }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await rows(ids)).toHaveLength(3);
    expect(await asAna.tasks.bulk({ ids, delete: true })).toEqual({ deleted: ids });
    expect(await rows(ids)).toEqual([]);
  });

  it('answers over HTTP as REST does (parity of the transport and its codes)', async () => {
    const tasks = await threeTasks('Over HTTP');
    const ids = tasks.map((x) => x.id);
    const ok = trpcData(await trpc.mutate(ana.client, 'tasks.bulk', { ids, set: { priority: 'high' } }));
    expect(ok.map((x: { priority: string }) => x.priority)).toEqual(['high', 'high', 'high']);
    const tooMany = Array.from({ length: BULK_MAX + 1 }, () => randomUUID());
    expect(trpcError(await trpc.mutate(ana.client, 'tasks.bulk', { ids: tooMany, delete: true }))).toEqual({
      status: 400,
      code: 'BULK_TOO_MANY',
    });
  });
});
