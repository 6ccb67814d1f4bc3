import { LABEL_NAME_MAX } from '@tm/domain/label/label.schema';
import { GENERAL_PROJECT_ID } from '@tm/domain/project/project-constants';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../test/test-app.ts';
import { connectSocket, nextEvent, type TestSocket } from '../../../test/test-socket.ts';
import { callerAs, refusal, sessionMember } from '../../trpc/caller.test-helper.ts';
import { createTask, snapshotCounts, sql, trpc, trpcData, trpcError } from '../tasks/task.test-helper.ts';

// The team's labels (issue 19), in General here (labels per project: projects.int.test.ts):
// any member lists, creates, renames, recolours and deletes them over REST and tRPC; tasks carry them (`labelIds` in, `labels` out),
// the history names them, members hear `labels:updated` and `task:updated`, and the
// public list never shows them. Every refusal changes nothing.

const t = useTestApp();
let ana: SignedIn;
let bo: SignedIn;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  ana = await t.member('Ana Labels');
  bo = await t.member('Bo Labels');
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});

interface Label {
  id: string;
  name: string;
  color: string;
  projectId: string;
}

async function newLabel(name: string, color = 'blue'): Promise<Label> {
  const res = await ana.client.post('/api/labels', { name, color });
  if (res.status !== 201) throw new Error(`label create failed: ${res.status} ${res.text}`);
  return res.body;
}

const labelRows = () =>
  sql<Label>(t, 'select id, name, color, project_id as "projectId" from labels order by id');
const taskLabelRows = () =>
  sql<{ task_id: string; label_id: string }>(t, 'select task_id, label_id from task_labels order by 1, 2');
const byId = <T extends { id: string }>(list: T[], id: string): T | undefined =>
  list.find((x) => x.id === id);

describe('labels over REST', () => {
  it('are created (201), listed by name ignoring case, renamed, recoloured and deleted (204)', async () => {
    const zeta = await newLabel('zeta', 'gray');
    expect(zeta).toEqual({
      id: expect.any(String),
      name: 'zeta',
      color: 'gray',
      projectId: GENERAL_PROJECT_ID,
    });
    const alpha = await newLabel('  Alpha  ', 'pink');
    expect(alpha.name).toBe('Alpha');

    const list = await bo.client.get('/api/labels');
    expect(list.status).toBe(200);
    const names = list.body.map((l: Label) => l.name);
    expect(names.indexOf('Alpha')).toBeLessThan(names.indexOf('zeta'));

    const renamed = await bo.client.patch(`/api/labels/${zeta.id}`, { name: 'Zeta prime' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({
      id: zeta.id,
      name: 'Zeta prime',
      color: 'gray',
      projectId: GENERAL_PROJECT_ID,
    });
    const recoloured = await bo.client.patch(`/api/labels/${zeta.id}`, { color: 'teal' });
    expect(recoloured.body).toEqual({
      id: zeta.id,
      name: 'Zeta prime',
      color: 'teal',
      projectId: GENERAL_PROJECT_ID,
    });
    // Renaming to the same name in another case is the label's own name: allowed.
    const recased = await bo.client.patch(`/api/labels/${alpha.id}`, { name: 'ALPHA' });
    expect(recased.body.name).toBe('ALPHA');

    const removed = await bo.client.delete(`/api/labels/${zeta.id}`);
    expect(removed.status).toBe(204);
    expect(byId(await labelRows(), zeta.id)).toBeUndefined();
  });

  it('take names up to 50 characters, refuse longer, empty, duplicate (ignoring case) names and unknown colours, changing nothing', async () => {
    const full = await newLabel('n'.repeat(LABEL_NAME_MAX), 'green');
    expect(full.name).toHaveLength(LABEL_NAME_MAX);
    const taken = await newLabel('Urgent client', 'red');
    const before = await labelRows();

    const cases: [unknown, number, string][] = [
      [{ name: 'x'.repeat(LABEL_NAME_MAX + 1), color: 'red' }, 400, 'LABEL_NAME_TOO_LONG'],
      [{ name: '   ', color: 'red' }, 400, 'LABEL_NAME_REQUIRED'],
      [{ color: 'red' }, 400, 'LABEL_NAME_REQUIRED'],
      [{ name: 'Fine', color: 'black' }, 400, 'LABEL_COLOR_INVALID'],
      [{ name: 'Fine', color: 'red', extra: 1 }, 400, 'VALIDATION_FAILED'],
      [{ name: 'tab\tname', color: 'red' }, 400, 'CONTROL_CHARACTERS'],
      [{ name: 'URGENT CLIENT', color: 'blue' }, 409, 'LABEL_NAME_TAKEN'],
    ];
    for (const [body, status, code] of cases) {
      const res = await ana.client.post('/api/labels', body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([status, code]);
    }
    const other = await newLabel('Other', 'yellow');
    const clash = await ana.client.patch(`/api/labels/${other.id}`, { name: 'urgent CLIENT' });
    expect([clash.status, clash.body.code]).toEqual([409, 'LABEL_NAME_TAKEN']);
    const tooLong = await ana.client.patch(`/api/labels/${other.id}`, { name: 'y'.repeat(51) });
    expect([tooLong.status, tooLong.body.code]).toEqual([400, 'LABEL_NAME_TOO_LONG']);
    const badColour = await ana.client.patch(`/api/labels/${other.id}`, { color: 'violet' });
    expect([badColour.status, badColour.body.code]).toEqual([400, 'LABEL_COLOR_INVALID']);
    expect(await labelRows()).toEqual([...before, other].sort((a, b) => (a.id < b.id ? -1 : 1)));
    expect(taken.name).toBe('Urgent client');
  });

  it('answer 404 LABEL_NOT_FOUND for an unknown or malformed id, and 401 to visitors', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await ana.client.patch(`/api/labels/${unknown}`, { name: 'Ghost' }),
      await ana.client.delete(`/api/labels/${unknown}`),
      await ana.client.patch('/api/labels/not-a-uuid', { name: 'Ghost' }),
      await ana.client.delete('/api/labels/not-a-uuid'),
    ]) {
      expect([res.status, res.body?.code]).toEqual([404, 'LABEL_NOT_FOUND']);
    }
    const label = await newLabel('Visitors never');
    const visitor = t.client();
    expect((await visitor.get('/api/labels')).status).toBe(401);
    expect((await visitor.post('/api/labels', { name: 'Sneaky', color: 'red' })).status).toBe(401);
    expect((await visitor.patch(`/api/labels/${label.id}`, { name: 'Sneaky' })).status).toBe(401);
    expect((await visitor.delete(`/api/labels/${label.id}`)).status).toBe(401);
    expect(byId(await labelRows(), label.id)?.name).toBe('Visitors never');
  });
});

describe('labels over tRPC', () => {
  it('labels.list, create, update and delete call the same rules', async () => {
    const asBo = callerAs(t, await sessionMember(t, bo.user.id));
    const made = await asBo.labels.create({ name: 'From tRPC', color: 'orange' });
    expect(made).toEqual({
      id: expect.any(String),
      name: 'From tRPC',
      color: 'orange',
      projectId: GENERAL_PROJECT_ID,
    });
    expect(await asBo.labels.list()).toContainEqual(made);
    expect(await asBo.labels.update({ id: made.id, name: 'Renamed by tRPC' })).toEqual({
      ...made,
      name: 'Renamed by tRPC',
    });
    expect(await refusal(asBo.labels.create({ name: 'renamed BY trpc', color: 'red' }))).toEqual({
      status: 409,
      code: 'LABEL_NAME_TAKEN',
    });
    expect(await refusal(asBo.labels.create({ name: 'z'.repeat(51), color: 'red' }))).toEqual({
      status: 400,
      code: 'LABEL_NAME_TOO_LONG',
    });
    await asBo.labels.delete({ id: made.id });
    expect(await refusal(asBo.labels.delete({ id: made.id }))).toEqual({
      status: 404,
      code: 'LABEL_NOT_FOUND',
    });
    expect(await refusal(asBo.labels.update({ id: made.id, color: 'red' }))).toEqual({
      status: 404,
      code: 'LABEL_NOT_FOUND',
    });
    expect(await refusal(callerAs(t, null).labels.list())).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('answers the error body with its app code over HTTP', async () => {
    const res = await trpc.mutate(ana.client, 'labels.create', { name: '', color: 'red' });
    expect(trpcError(res)).toEqual({ status: 400, code: 'LABEL_NAME_REQUIRED' });
    const listed = trpcData(await trpc.query(ana.client, 'labels.list'));
    expect(Array.isArray(listed)).toBe(true);
  });
});

describe('labels on tasks', () => {
  it('are set on creation and replaced by PATCH (labelIds), answered sorted by name, in the list and the urgent list', async () => {
    const ux = await newLabel('ux', 'purple');
    const backend = await newLabel('Backend', 'teal');
    const api = await newLabel('API', 'blue');
    const task = await createTask(ana.client, {
      title: 'Labelled at birth',
      labelIds: [ux.id, backend.id, ux.id],
      priority: 'urgent',
    });
    expect(task.labels).toEqual([backend, ux]);
    expect((await taskLabelRows()).filter((r) => r.task_id === task.id)).toHaveLength(2);

    const patched = await ana.client.patch(`/api/tasks/${task.id}`, { labelIds: [api.id, ux.id] });
    expect(patched.status).toBe(200);
    expect(patched.body.labels).toEqual([api, ux]);
    expect(patched.body.version).toBe(2);

    const list = await bo.client.get('/api/tasks');
    expect(byId(list.body, task.id)).toMatchObject({ labels: [api, ux] });
    const urgent = await bo.client.get('/api/tasks/urgent');
    expect(byId(urgent.body.tasks, task.id)).toMatchObject({ labels: [api, ux] });

    const cleared = await ana.client.patch(`/api/tasks/${task.id}`, { labelIds: [] });
    expect(cleared.body.labels).toEqual([]);
    const none = await createTask(ana.client, { title: 'No labels' });
    expect(none.labels).toEqual([]);
  });

  it('are set over tRPC (tasks.create, tasks.update)', async () => {
    const docs = await newLabel('Docs', 'yellow');
    const asAna = callerAs(t, await sessionMember(t, ana.user.id));
    const task = await asAna.tasks.create({ title: 'tRPC labelled', labelIds: [docs.id] });
    expect(task.labels).toEqual([docs]);
    const updated = await asAna.tasks.update({ id: task.id, labelIds: [] });
    expect(updated.labels).toEqual([]);
  });

  it('refuse unknown label ids with 400 LABEL_NOT_FOUND and change nothing (REST and tRPC)', async () => {
    const kept = await newLabel('Kept', 'green');
    const task = await createTask(ana.client, { title: 'Keeps its label', labelIds: [kept.id] });
    const before = await snapshotCounts(t);
    const links = await taskLabelRows();
    const unknown = '00000000-0000-4000-8000-00000000abcd';

    const created = await ana.client.post('/api/tasks', {
      title: 'Never made',
      labelIds: [kept.id, unknown],
    });
    expect([created.status, created.body.code]).toEqual([400, 'LABEL_NOT_FOUND']);
    const malformed = await ana.client.post('/api/tasks', { title: 'Never made', labelIds: ['nope'] });
    expect([malformed.status, malformed.body.code]).toEqual([400, 'LABEL_NOT_FOUND']);
    const patched = await ana.client.patch(`/api/tasks/${task.id}`, {
      labelIds: [unknown],
      title: 'Changed?',
    });
    expect([patched.status, patched.body.code]).toEqual([400, 'LABEL_NOT_FOUND']);
    const asAna = callerAs(t, await sessionMember(t, ana.user.id));
    expect(await refusal(asAna.tasks.update({ id: task.id, labelIds: [unknown] }))).toEqual({
      status: 400,
      code: 'LABEL_NOT_FOUND',
    });
    expect(await refusal(asAna.tasks.create({ title: 'Never made', labelIds: [unknown] }))).toEqual({
      status: 400,
      code: 'LABEL_NOT_FOUND',
    });

    expect(await snapshotCounts(t)).toEqual(before);
    expect(await taskLabelRows()).toEqual(links);
    const stored = await sql<{ title: string; version: number }>(
      t,
      'select title, version from tasks where id = ?',
      [task.id],
    );
    expect(stored).toEqual([{ title: 'Keeps its label', version: 1 }]);
  });

  it('are recorded in the history as names, comma-separated; sending the same set again records nothing', async () => {
    const a = await newLabel('Hist A', 'red');
    const b = await newLabel('Hist B', 'blue');
    const task = await createTask(ana.client, { title: 'Label history' });
    await ana.client.patch(`/api/tasks/${task.id}`, { labelIds: [b.id, a.id] });
    await ana.client.patch(`/api/tasks/${task.id}`, { labelIds: [b.id] });
    const same = await ana.client.patch(`/api/tasks/${task.id}`, { labelIds: [b.id] });
    expect(same.body.version).toBe(3);
    const history = await ana.client.get(`/api/tasks/${task.id}/history`);
    const changes = history.body
      .filter((e: { field: string | null }) => e.field === 'labels')
      .map((e: { oldValue: string | null; newValue: string | null }) => [e.oldValue, e.newValue]);
    expect(changes).toHaveLength(2);
    expect(changes).toEqual(
      expect.arrayContaining([
        [null, 'Hist A, Hist B'],
        ['Hist A, Hist B', 'Hist B'],
      ]),
    );
  });

  it('follow a rename and leave every task on delete, in the cached list too', async () => {
    const label = await newLabel('Short-lived', 'pink');
    const one = await createTask(ana.client, { title: 'Carrier one', labelIds: [label.id] });
    const two = await createTask(ana.client, { title: 'Carrier two', labelIds: [label.id] });
    // Read the list once so the server keeps it, then check that the change shows.
    await bo.client.get('/api/tasks');
    await ana.client.patch(`/api/labels/${label.id}`, { name: 'Renamed carrier' });
    const afterRename = await bo.client.get('/api/tasks');
    expect(byId(afterRename.body, one.id)).toMatchObject({ labels: [{ ...label, name: 'Renamed carrier' }] });

    const historyBefore = (await snapshotCounts(t)).history;
    expect((await ana.client.delete(`/api/labels/${label.id}`)).status).toBe(204);
    const afterDelete = await bo.client.get('/api/tasks');
    expect(byId(afterDelete.body, one.id)).toMatchObject({ labels: [] });
    expect(byId(afterDelete.body, two.id)).toMatchObject({ labels: [] });
    expect((await taskLabelRows()).filter((r) => r.label_id === label.id)).toEqual([]);
    // The label set changed, not the tasks: no history entry, no new version.
    expect((await snapshotCounts(t)).history).toBe(historyBefore);
    expect(byId(afterDelete.body, one.id)).toMatchObject({ version: 1 });
  });

  it('are carried over to the next occurrence of a recurring task', async () => {
    const weekly = await newLabel('Weekly chores', 'gray');
    const task = await createTask(ana.client, {
      title: 'Water the plants',
      labelIds: [weekly.id],
      isRecurring: true,
      recurrencePattern: 'weekly',
    });
    await ana.client.patch(`/api/tasks/${task.id}`, { status: 'done' });
    const next = await sql<{ id: string }>(
      t,
      "select id from tasks where title = 'Water the plants' and status = 'todo' and id <> ?",
      [task.id],
    );
    expect(next).toHaveLength(1);
    const list = await ana.client.get('/api/tasks');
    expect(byId(list.body, next[0]!.id)).toMatchObject({ labels: [weekly] });
  });

  it('are never part of the public list, over REST or tRPC', async () => {
    const secret = await newLabel('Secret label', 'red');
    const task = await createTask(ana.client, { title: 'Public labelled', labelIds: [secret.id] });
    expect((await ana.client.patch(`/api/tasks/${task.id}/visibility`, { isPublic: true })).status).toBe(200);
    const visitor = t.client();
    const rest = await visitor.get('/api/tasks/public');
    expect(byId(rest.body, task.id)).toBeDefined();
    expect(byId(rest.body, task.id)).not.toHaveProperty('labels');
    expect(rest.text).not.toContain('Secret label');
    const viaTrpc = await trpc.query(visitor, 'tasks.publicList');
    expect(byId(trpcData(viaTrpc), task.id)).not.toHaveProperty('labels');
    expect(viaTrpc.text).not.toContain('Secret label');
  });
});

describe('label events', () => {
  it('members hear labels:updated on create, rename and delete, and task:updated with the labels', async () => {
    const member = await connectSocket(t.url, bo.client.cookieHeader);
    sockets.push(member);
    const created = nextEvent(member, 'labels:updated');
    const label = await newLabel('Live label', 'green');
    await created;
    const renamed = nextEvent(member, 'labels:updated');
    await ana.client.patch(`/api/labels/${label.id}`, { name: 'Live label 2' });
    await renamed;

    const task = await createTask(ana.client, { title: 'Live labelled' });
    const updated = nextEvent(member, 'task:updated', (x) => x.id === task.id);
    await ana.client.patch(`/api/tasks/${task.id}`, { labelIds: [label.id] });
    expect((await updated)[0].labels).toEqual([{ ...label, name: 'Live label 2' }]);

    const deleted = nextEvent(member, 'labels:updated');
    await ana.client.delete(`/api/labels/${label.id}`);
    await deleted;
  });

  it('visitors never hear labels:updated', async () => {
    const visitor = await connectSocket(t.url);
    const member = await connectSocket(t.url, bo.client.cookieHeader);
    sockets.push(visitor, member);
    const heard = nextEvent(member, 'labels:updated');
    await newLabel('Members only event', 'blue');
    await heard;
    expect(visitor.received.map(([name]) => name)).not.toContain('labels:updated');
  });
});
