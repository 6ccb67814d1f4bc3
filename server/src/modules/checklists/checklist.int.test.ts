import { CHECKLIST_ITEMS_MAX, CHECKLIST_TEXT_MAX } from '@tm/domain/task/checklist.schema';
import type { Task } from '@tm/domain/task/task.schema';
import type { TaskUpdate } from '@tm/domain/task/task-update';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { connectSocket, nextEvent, type TestSocket } from '../../../test/test-socket.ts';
import { callerAs, refusal, sessionMember } from '../../trpc/caller.test-helper.ts';
import { createTask, sql, trpc, trpcError } from '../tasks/task.test-helper.ts';

// A task's checklist (issue 19) over REST and tRPC: add, tick, edit, move, delete;
// the refusals (another task's item, bad text, the cap) change nothing; concurrent
// adds all land; every change reaches members as `task:updated` and the cached
// members' list at once; the task's own version is left alone.

const t = useTestApp();
let ana: SignedIn;
let bo: SignedIn;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  ana = await t.member('Ana Checklist');
  bo = await t.member('Bo Checklist');
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});

interface Item {
  id: string;
  text: string;
  done: boolean;
  position: number;
}

const path = (taskId: string, itemId?: string) =>
  `/api/tasks/${taskId}/checklist${itemId ? `/${itemId}` : ''}`;

async function add(client: TestClient, taskId: string, text: string): Promise<Item> {
  const res = await client.post(path(taskId), { text });
  if (res.status !== 201) throw new Error(`add failed: ${res.status} ${res.text}`);
  return res.body;
}

/** The task as the members' (cached) list answers it. */
async function listed(client: TestClient, taskId: string): Promise<Task> {
  const res = await client.get('/api/tasks');
  expect(res.status).toBe(200);
  return res.body.find((x: Task) => x.id === taskId);
}

/** The checklist as stored, in order. */
const stored = (taskId: string) =>
  sql<Item>(
    t,
    'select id, text, done, position from task_checklist_items where task_id = ? order by position, created_at, id',
    [taskId],
  );

const texts = (items: { text: string }[]) => items.map((i) => i.text);

describe('checklist over REST', () => {
  it('adds items at the end, ticks, edits and deletes them, and every list shows it at once', async () => {
    const task = await createTask(ana.client, { title: 'Pack for the trip' });
    expect(task.checklist).toEqual([]);
    expect((await listed(ana.client, task.id)).checklist).toEqual([]);

    const created = await ana.client.post(path(task.id), { text: '  Passport  ' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), text: 'Passport', done: false, position: 1 });
    const tickets = await add(ana.client, task.id, 'Tickets');
    const charger = await add(ana.client, task.id, 'Charger');
    expect([tickets.position, charger.position]).toEqual([2, 3]);
    expect((await listed(ana.client, task.id)).checklist).toEqual([created.body, tickets, charger]);

    const ticked = await ana.client.patch(path(task.id, tickets.id), { done: true });
    expect(ticked.status).toBe(200);
    expect(ticked.body).toEqual({ ...tickets, done: true });
    const edited = await bo.client.patch(path(task.id, charger.id), { text: 'Phone charger' });
    expect(edited.body).toEqual({ ...charger, text: 'Phone charger' });
    expect((await listed(bo.client, task.id)).checklist).toEqual([created.body, ticked.body, edited.body]);

    const removed = await ana.client.delete(path(task.id, tickets.id));
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    expect(texts(await stored(task.id))).toEqual(['Passport', 'Phone charger']);
    expect(texts((await listed(ana.client, task.id)).checklist)).toEqual(['Passport', 'Phone charger']);

    // A checklist change is not a change of the task's own fields: its version stays,
    // so an edit form opened before the tick still saves.
    const saved = await ana.client.patch(`/api/tasks/${task.id}`, { title: 'Pack!', version: task.version });
    expect(saved.status).toBe(200);
    expect(texts(saved.body.checklist)).toEqual(['Passport', 'Phone charger']);
  });

  it('takes 500 characters and refuses empty, longer, multi-line or unexpected input with a code, storing nothing', async () => {
    const task = await createTask(ana.client);
    const item = await add(ana.client, task.id, 'x'.repeat(CHECKLIST_TEXT_MAX));
    expect(item.text).toHaveLength(CHECKLIST_TEXT_MAX);
    const refusals: [unknown, string][] = [
      [{ text: '' }, 'CHECKLIST_TEXT_REQUIRED'],
      [{ text: '   ' }, 'CHECKLIST_TEXT_REQUIRED'],
      [{}, 'CHECKLIST_TEXT_REQUIRED'],
      [{ text: 'y'.repeat(CHECKLIST_TEXT_MAX + 1) }, 'CHECKLIST_TEXT_TOO_LONG'],
      [{ text: 'two\nlines' }, 'CONTROL_CHARACTERS'],
      [{ text: 'ok', done: true }, 'VALIDATION_FAILED'],
    ];
    for (const [body, code] of refusals) {
      const res = await ana.client.post(path(task.id), body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, code]);
    }
    const patches: [unknown, string][] = [
      [{ text: '' }, 'CHECKLIST_TEXT_REQUIRED'],
      [{ text: 'z'.repeat(CHECKLIST_TEXT_MAX + 1) }, 'CHECKLIST_TEXT_TOO_LONG'],
      [{ done: 'yes' }, 'VALIDATION_FAILED'],
      [{ position: '2' }, 'VALIDATION_FAILED'],
      [{ position: null }, 'VALIDATION_FAILED'],
      [{ taskId: task.id }, 'VALIDATION_FAILED'],
    ];
    for (const [body, code] of patches) {
      const res = await ana.client.patch(path(task.id, item.id), body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([400, code]);
    }
    expect(await stored(task.id)).toEqual([item]);
  });

  it('answers 404 with a code for another task’s item, an unknown one or an unknown task, changing nothing', async () => {
    const mine = await createTask(ana.client, { title: 'Mine' });
    const other = await createTask(bo.client, { title: 'Other' });
    const theirs = await add(bo.client, other.id, 'Not yours to reach from here');
    const kept = await stored(other.id);

    const patch = await ana.client.patch(path(mine.id, theirs.id), { done: true, text: 'hijacked' });
    expect([patch.status, patch.body.code]).toEqual([404, 'CHECKLIST_ITEM_NOT_FOUND']);
    const del = await ana.client.delete(path(mine.id, theirs.id));
    expect([del.status, del.body.code]).toEqual([404, 'CHECKLIST_ITEM_NOT_FOUND']);
    const notUuid = await ana.client.patch(path(mine.id, 'not-an-id'), { done: true });
    expect([notUuid.status, notUuid.body.code]).toEqual([404, 'CHECKLIST_ITEM_NOT_FOUND']);
    const unknownItem = await ana.client.delete(path(other.id, crypto.randomUUID()));
    expect([unknownItem.status, unknownItem.body.code]).toEqual([404, 'CHECKLIST_ITEM_NOT_FOUND']);

    const noTask = crypto.randomUUID();
    const addToNone = await ana.client.post(path(noTask), { text: 'Lost' });
    expect([addToNone.status, addToNone.body.code]).toEqual([404, 'NOT_FOUND']);
    const patchInNone = await ana.client.patch(path(noTask, theirs.id), { done: true });
    expect([patchInNone.status, patchInNone.body.code]).toEqual([404, 'NOT_FOUND']);

    expect(await stored(other.id)).toEqual(kept);
    expect(await stored(mine.id)).toEqual([]);
  });

  it('refuses anyone signed out', async () => {
    const task = await createTask(ana.client);
    const item = await add(ana.client, task.id, 'Members only');
    const anonymous = t.client();
    expect((await anonymous.post(path(task.id), { text: 'x' })).status).toBe(401);
    expect((await anonymous.patch(path(task.id, item.id), { done: true })).status).toBe(401);
    expect((await anonymous.delete(path(task.id, item.id))).status).toBe(401);
    expect(await stored(task.id)).toEqual([item]);
  });

  it('goes away with its purged task and never shows in the public list', async () => {
    const task = await createTask(ana.client, { title: 'Public, with a private checklist' });
    await add(ana.client, task.id, 'secret step');
    await ana.client.patch(`/api/tasks/${task.id}/visibility`, { isPublic: true });
    const pub = await t.client().get('/api/tasks/public');
    expect(pub.body.find((x: { id: string }) => x.id === task.id)).not.toHaveProperty('checklist');
    expect(pub.text).not.toContain('secret step');
    expect((await ana.client.delete(`/api/tasks/${task.id}`)).status).toBe(204);
    expect((await ana.client.delete(`/api/trash/${task.id}`)).status).toBe(204);
    expect(await stored(task.id)).toEqual([]);
  });
});

describe('checklist in every read of a task', () => {
  it('comes with the list, one task, the urgent page, an edit’s and a bulk change’s answers, in order', async () => {
    const task = await createTask(ana.client, { title: 'Urgent with steps', priority: 'urgent' });
    const first = await add(ana.client, task.id, 'First');
    const second = await add(ana.client, task.id, 'Second');
    await ana.client.patch(path(task.id, second.id), { position: first.position });
    const expected = [
      { ...second, position: 1 },
      { ...first, position: 2 },
    ];
    expect((await listed(ana.client, task.id)).checklist).toEqual(expected);
    expect((await ana.client.get(`/api/tasks/${task.id}`)).body.checklist).toEqual(expected);
    const urgent = await ana.client.get('/api/tasks/urgent');
    expect(urgent.body.tasks.find((x: Task) => x.id === task.id).checklist).toEqual(expected);
    const edited = await ana.client.patch(`/api/tasks/${task.id}`, { title: 'Urgent with two steps' });
    expect(edited.body.checklist).toEqual(expected);
    const bulk = await ana.client.post('/api/tasks/bulk', { ids: [task.id], set: { priority: 'high' } });
    expect(bulk.status).toBe(200);
    expect(bulk.body.find((x: Task) => x.id === task.id).checklist).toEqual(expected);
  });
});

describe('checklist of a recurring task', () => {
  it('comes back with the next occurrence, in order and every item not done; the completed one keeps its own', async () => {
    const task = await createTask(ana.client, { title: 'Weekly routine', recurrencePattern: 'weekly' });
    const water = await add(ana.client, task.id, 'Water the plants');
    const bins = await add(ana.client, task.id, 'Take the bins out');
    await ana.client.patch(path(task.id, bins.id), { position: water.position });
    await ana.client.patch(path(task.id, water.id), { done: true });
    await ana.client.patch(path(task.id, bins.id), { done: true });
    const watcher = await connectSocket(t.url, bo.client.cookieHeader);
    sockets.push(watcher);
    const spawned = nextEvent(watcher, 'task:created', (x) => x.title === 'Weekly routine');
    expect((await ana.client.patch(`/api/tasks/${task.id}`, { status: 'done' })).status).toBe(200);

    const [next] = await spawned;
    expect(next.checklist.map((i) => [i.text, i.done, i.position])).toEqual([
      ['Take the bins out', false, 1],
      ['Water the plants', false, 2],
    ]);
    expect(await stored(next.id)).toEqual(next.checklist);
    expect((await stored(task.id)).map((i) => i.done)).toEqual([true, true]);
    expect((await listed(ana.client, next.id)).checklist).toEqual(next.checklist);
  });
});

describe('checklist order', () => {
  it('moves an item to the place of the one whose position it sends, and renumbers 1..n', async () => {
    const task = await createTask(ana.client);
    const [a, , c, d] = [
      await add(ana.client, task.id, 'A'),
      await add(ana.client, task.id, 'B'),
      await add(ana.client, task.id, 'C'),
      await add(ana.client, task.id, 'D'),
    ] as [Item, Item, Item, Item];

    const up = await ana.client.patch(path(task.id, d.id), { position: a.position });
    expect(up.body).toEqual({ ...d, position: 1 });
    expect((await stored(task.id)).map((i) => [i.text, i.position])).toEqual([
      ['D', 1],
      ['A', 2],
      ['B', 3],
      ['C', 4],
    ]);
    // Down, after the item whose place it takes; a position between two lands between them.
    await ana.client.patch(path(task.id, d.id), { position: 3 });
    expect(texts(await stored(task.id))).toEqual(['A', 'B', 'D', 'C']);
    await ana.client.patch(path(task.id, c.id), { position: 1.5 });
    expect(texts(await stored(task.id))).toEqual(['A', 'C', 'B', 'D']);
    expect(texts((await listed(ana.client, task.id)).checklist)).toEqual(['A', 'C', 'B', 'D']);
    expect((await listed(ana.client, task.id)).checklist.map((i) => i.position)).toEqual([1, 2, 3, 4]);
  });

  it('lands stale or out-of-range positions at a sensible place and refuses non-numbers', async () => {
    const task = await createTask(ana.client);
    const items: Item[] = [];
    for (const text of ['A', 'B', 'C', 'D', 'E']) items.push(await add(ana.client, task.id, text));
    // A client that read the list before B and C were deleted still holds their old positions.
    await ana.client.delete(path(task.id, items[1]!.id));
    await ana.client.delete(path(task.id, items[2]!.id));
    expect((await stored(task.id)).map((i) => i.position)).toEqual([1, 4, 5]);
    const stale = await ana.client.patch(path(task.id, items[4]!.id), { position: items[2]!.position });
    expect(stale.status).toBe(200);
    expect(texts(await stored(task.id))).toEqual(['A', 'E', 'D']);
    expect((await stored(task.id)).map((i) => i.position)).toEqual([1, 2, 3]);

    await ana.client.patch(path(task.id, items[3]!.id), { position: -1000 });
    expect(texts(await stored(task.id))).toEqual(['D', 'A', 'E']);
    await ana.client.patch(path(task.id, items[3]!.id), { position: 1e12 });
    expect(texts(await stored(task.id))).toEqual(['A', 'E', 'D']);

    // Ticking and moving in one request.
    const both = await ana.client.patch(path(task.id, items[0]!.id), { done: true, position: 3 });
    expect(both.body).toEqual({ ...items[0], done: true, position: 3 });
    expect(texts(await stored(task.id))).toEqual(['E', 'D', 'A']);

    const before = await stored(task.id);
    for (const position of ['1', Number.POSITIVE_INFINITY, [1]]) {
      const res = await ana.client.patch(path(task.id, items[0]!.id), { position });
      expect(res.status).toBe(400);
    }
    expect(await stored(task.id)).toEqual(before);
  });
});

describe('checklist limits and concurrency', () => {
  it('lands every one of concurrent adds, with distinct positions', async () => {
    const task = await createTask(ana.client);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? bo : ana).client.post(path(task.id), { text: `Item ${i}` }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(12).fill(201));
    const items = await stored(task.id);
    expect(items).toHaveLength(12);
    expect(items.map((i) => i.position)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(new Set(answers.map((r) => r.body.position)).size).toBe(12);
  });

  it(`holds at most ${CHECKLIST_ITEMS_MAX} items, even when the last places are taken concurrently`, async () => {
    const task = await createTask(ana.client);
    await sql(
      t,
      `insert into task_checklist_items (id, task_id, text, position)
       select gen_random_uuid(), ?, 'seeded ' || n, n from generate_series(1, ?) n`,
      [task.id, CHECKLIST_ITEMS_MAX - 2],
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => ana.client.post(path(task.id), { text: `Race ${i}` })),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(
      Array(3).fill([400, 'CHECKLIST_LIMIT_REACHED']),
    );
    expect(await stored(task.id)).toHaveLength(CHECKLIST_ITEMS_MAX);
    const viaTrpc = await trpc.mutate(ana.client, 'checklist.add', { taskId: task.id, text: 'One more' });
    expect(trpcError(viaTrpc)).toEqual({ status: 400, code: 'CHECKLIST_LIMIT_REACHED' });
    expect(await stored(task.id)).toHaveLength(CHECKLIST_ITEMS_MAX);
  });
});

describe('checklist over tRPC', () => {
  it('adds, updates and removes through the procedures, on the same rules', async () => {
    const asAna = callerAs(t, await sessionMember(t, ana.user.id));
    const task = await createTask(ana.client);
    const first = await asAna.checklist.add({ taskId: task.id, text: 'Draft' });
    const second = await asAna.checklist.add({ taskId: task.id, text: 'Review' });
    expect([first, second]).toEqual([
      { id: expect.any(String), text: 'Draft', done: false, position: 1 },
      { id: expect.any(String), text: 'Review', done: false, position: 2 },
    ]);
    expect(await asAna.checklist.update({ taskId: task.id, itemId: first.id, done: true })).toEqual({
      ...first,
      done: true,
    });
    const moved = await asAna.checklist.update({ taskId: task.id, itemId: second.id, position: 1 });
    expect(moved).toEqual({ ...second, position: 1 });
    expect(await asAna.checklist.remove({ taskId: task.id, itemId: first.id })).toBeUndefined();
    expect(await stored(task.id)).toEqual([moved]);
    const read = await asAna.tasks.get({ id: task.id });
    expect(read.checklist).toEqual([moved]);
  });

  it('refuses what REST refuses, with the same codes', async () => {
    const asAna = callerAs(t, await sessionMember(t, ana.user.id));
    const mine = await createTask(ana.client);
    const other = await createTask(bo.client);
    const theirs = await add(bo.client, other.id, 'Theirs');
    expect(await refusal(asAna.checklist.update({ taskId: mine.id, itemId: theirs.id, done: true }))).toEqual(
      {
        status: 404,
        code: 'CHECKLIST_ITEM_NOT_FOUND',
      },
    );
    expect(await refusal(asAna.checklist.remove({ taskId: mine.id, itemId: theirs.id }))).toEqual({
      status: 404,
      code: 'CHECKLIST_ITEM_NOT_FOUND',
    });
    expect(await refusal(asAna.checklist.add({ taskId: mine.id, text: ' ' }))).toEqual({
      status: 400,
      code: 'CHECKLIST_TEXT_REQUIRED',
    });
    expect(await refusal(asAna.checklist.add({ taskId: crypto.randomUUID(), text: 'Lost' }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(await refusal(callerAs(t, null).checklist.add({ taskId: mine.id, text: 'x' }))).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    // Over HTTP, as the browser sends it: the error body carries the code.
    const tooLong = await trpc.mutate(ana.client, 'checklist.add', {
      taskId: mine.id,
      text: 'x'.repeat(501),
    });
    expect(trpcError(tooLong)).toEqual({ status: 400, code: 'CHECKLIST_TEXT_TOO_LONG' });
    expect(await stored(mine.id)).toEqual([]);
    expect(await stored(other.id)).toEqual([theirs]);
  });
});

describe('checklist events', () => {
  it('sends every change to members as task:updated with the checklist, the task’s version unchanged', async () => {
    const task = await createTask(ana.client, { title: 'Watched checklist' });
    const watcher = await connectSocket(t.url, bo.client.cookieHeader);
    sockets.push(watcher);
    const ofTask = (x: TaskUpdate) => x.id === task.id;

    let event = nextEvent(watcher, 'task:updated', ofTask);
    const item = await add(ana.client, task.id, 'Live item');
    let [sent] = await event;
    expect(sent.checklist).toEqual([item]);
    expect(sent.version).toBe(task.version);
    // What changed, and never the task's comments.
    expect(sent.changed).toEqual(['checklist']);
    expect(sent).not.toHaveProperty('comments');

    event = nextEvent(watcher, 'task:updated', (x) => ofTask(x) && x.checklist[0]?.done === true);
    await ana.client.patch(path(task.id, item.id), { done: true });
    [sent] = await event;
    expect(sent.checklist).toEqual([{ ...item, done: true }]);

    const second = await add(ana.client, task.id, 'Second');
    event = nextEvent(watcher, 'task:updated', (x) => ofTask(x) && x.checklist[0]?.id === second.id);
    await ana.client.patch(path(task.id, second.id), { position: 1 });
    [sent] = await event;
    expect(texts(sent.checklist)).toEqual(['Second', 'Live item']);

    event = nextEvent(watcher, 'task:updated', (x) => ofTask(x) && x.checklist.length === 1);
    await ana.client.delete(path(task.id, item.id));
    [sent] = await event;
    expect(sent.checklist).toEqual([{ ...second, position: 1 }]);
    // Events carry the checklist, not a comment list's worth of other changes: nothing public moved.
    expect(watcher.received.filter(([name]) => name === 'tasks:public_updated')).toEqual([]);
  });

  it('reaches the cached members’ list even when written outside the API', async () => {
    const task = await createTask(ana.client);
    const first = await ana.client.get('/api/tasks');
    const etag = first.headers.get('etag');
    await sql(
      t,
      "insert into task_checklist_items (id, task_id, text, position) values (gen_random_uuid(), ?, 'by hand', 1)",
      [task.id],
    );
    const second = await ana.client.get('/api/tasks');
    expect(second.headers.get('etag')).not.toBe(etag);
    expect(texts(second.body.find((x: Task) => x.id === task.id).checklist)).toEqual(['by hand']);
  });
});
