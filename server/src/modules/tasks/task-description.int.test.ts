import { DESCRIPTION_MAX } from '@tm/domain/task/task.schema';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../test/test-app.ts';
import { connectSocket, nextEvent, type TestSocket } from '../../../test/test-socket.ts';
import { createTask, snapshotCounts, sql, trpc, trpcData, trpcError } from './task.test-helper.ts';

// A task's description (Markdown): set and changed over REST and tRPC alike, at most
// 20,000 characters of multi-line text, recorded in the history with both texts,
// carried by the members' live events and never by the public list.

const t = useTestApp();
let ana: SignedIn;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  ana = await t.member('Ana Described');
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});

const MARKDOWN =
  '## Steps\n\n- [ ] book the room\n- [x] send the agenda\n\n| who | what |\n|---|---|\n| Ana | slides |';
const stored = async (id: string) =>
  (await sql<{ description: string | null }>(t, 'select description from tasks where id = ?', [id]))[0]
    ?.description;

describe('task description', () => {
  it('is set on creation and changed over REST, and answered with the task', async () => {
    const created = await ana.client.post('/api/tasks', { title: 'Plan the offsite', description: MARKDOWN });
    expect(created.status).toBe(201);
    expect(created.body.description).toBe(MARKDOWN);
    expect(await stored(created.body.id)).toBe(MARKDOWN);

    const plain = await createTask(ana.client, { title: 'No description' });
    expect(plain.description).toBeNull();

    const patched = await ana.client.patch(`/api/tasks/${created.body.id}`, {
      description: 'Shorter\r\nnow',
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ description: 'Shorter\nnow', version: 2 });
    const list = await ana.client.get('/api/tasks');
    expect(list.body.find((x: { id: string }) => x.id === created.body.id).description).toBe('Shorter\nnow');

    const cleared = await ana.client.patch(`/api/tasks/${created.body.id}`, { description: '  ' });
    expect(cleared.body.description).toBeNull();
    expect(await stored(created.body.id)).toBeNull();
  });

  it('is set and changed over tRPC', async () => {
    const created = trpcData(
      await trpc.mutate(ana.client, 'tasks.create', { title: 'Through tRPC', description: 'first *draft*' }),
    );
    expect(created.description).toBe('first *draft*');
    const updated = trpcData(
      await trpc.mutate(ana.client, 'tasks.update', { id: created.id, description: 'second draft' }),
    );
    expect(updated).toMatchObject({ description: 'second draft', version: 2 });
    expect(await stored(created.id)).toBe('second draft');
  });

  it(`takes ${DESCRIPTION_MAX.toLocaleString('en')} characters, refuses one more with a code, and stores nothing`, async () => {
    const full = await createTask(ana.client, { description: 'a'.repeat(DESCRIPTION_MAX) });
    expect(full.description).toHaveLength(DESCRIPTION_MAX);

    const task = await createTask(ana.client, { title: 'Kept as it was', description: 'original' });
    const before = await snapshotCounts(t);
    const tooLong = 'b'.repeat(DESCRIPTION_MAX + 1);
    const rest = await ana.client.post('/api/tasks', { title: 'Too long', description: tooLong });
    expect([rest.status, rest.body.code]).toEqual([400, 'DESCRIPTION_TOO_LONG']);
    const patch = await ana.client.patch(`/api/tasks/${task.id}`, { description: tooLong });
    expect([patch.status, patch.body.code]).toEqual([400, 'DESCRIPTION_TOO_LONG']);
    const viaTrpc = await trpc.mutate(ana.client, 'tasks.update', { id: task.id, description: tooLong });
    expect(trpcError(viaTrpc)).toEqual({ status: 400, code: 'DESCRIPTION_TOO_LONG' });
    const createViaTrpc = await trpc.mutate(ana.client, 'tasks.create', { title: 'x', description: tooLong });
    expect(trpcError(createViaTrpc)).toEqual({ status: 400, code: 'DESCRIPTION_TOO_LONG' });
    expect(await snapshotCounts(t)).toEqual(before);
    expect(await stored(task.id)).toBe('original');
  });

  it('refuses a NUL (and other control characters) but keeps line feeds and tabs', async () => {
    const task = await createTask(ana.client, { description: 'line one\n\tindented' });
    expect(task.description).toBe('line one\n\tindented');
    const before = await snapshotCounts(t);
    const rest = await ana.client.post('/api/tasks', { title: 'NUL', description: 'a\u0000b' });
    expect([rest.status, rest.body.code]).toEqual([400, 'CONTROL_CHARACTERS']);
    const viaTrpc = await trpc.mutate(ana.client, 'tasks.update', {
      id: task.id,
      description: 'esc\u001b[2J',
    });
    expect(trpcError(viaTrpc)).toEqual({ status: 400, code: 'CONTROL_CHARACTERS' });
    expect(await snapshotCounts(t)).toEqual(before);
    expect(await stored(task.id)).toBe('line one\n\tindented');
  });

  it('is recorded in the history with the old and the new text', async () => {
    const task = await createTask(ana.client, { title: 'Tracked', description: 'old **text**' });
    await ana.client.patch(`/api/tasks/${task.id}`, { description: 'new\n- [x] text' });
    await ana.client.patch(`/api/tasks/${task.id}`, { description: null });
    const rest = await ana.client.get(`/api/tasks/${task.id}/history`);
    const changes = rest.body
      .filter((e: { field: string | null }) => e.field === 'description')
      .map((e: { oldValue: string | null; newValue: string | null }) => [e.oldValue, e.newValue]);
    expect(changes).toHaveLength(2);
    expect(changes).toEqual(
      expect.arrayContaining([
        ['old **text**', 'new\n- [x] text'],
        ['new\n- [x] text', null],
      ]),
    );
    const viaTrpc = trpcData(await trpc.query(ana.client, 'tasks.history', { id: task.id }));
    expect(viaTrpc.filter((e: { field: string | null }) => e.field === 'description')).toHaveLength(2);

    // Sending the same text again changes nothing and records nothing.
    const same = await ana.client.patch(`/api/tasks/${task.id}`, { description: null });
    expect(same.body.version).toBe(3);
    const after = await ana.client.get(`/api/tasks/${task.id}/history`);
    expect(after.body).toHaveLength(rest.body.length);
  });

  it('is carried over to the next occurrence of a recurring task', async () => {
    const task = await createTask(ana.client, {
      title: 'Weekly checklist',
      description: '- [ ] water the plants',
      isRecurring: true,
      recurrencePattern: 'weekly',
    });
    await ana.client.patch(`/api/tasks/${task.id}`, { status: 'done' });
    const next = await sql<{ description: string | null }>(
      t,
      "select description from tasks where title = 'Weekly checklist' and status = 'todo' and id <> ?",
      [task.id],
    );
    expect(next).toEqual([{ description: '- [ ] water the plants' }]);
  });

  it('travels with the members’ live events', async () => {
    const member = await connectSocket(t.url, ana.client.cookieHeader);
    sockets.push(member);
    const created = nextEvent(member, 'task:created', (x) => x.title === 'Live description');
    const task = await createTask(ana.client, { title: 'Live description', description: 'live *one*' });
    expect((await created)[0].description).toBe('live *one*');
    const updated = nextEvent(member, 'task:updated', (x) => x.id === task.id);
    await ana.client.patch(`/api/tasks/${task.id}`, { description: 'live two' });
    expect((await updated)[0].description).toBe('live two');
  });

  it('is never part of the public list, over REST or tRPC', async () => {
    const task = await createTask(ana.client, {
      title: 'Public with a secret',
      description: 'internal notes',
    });
    const published = await ana.client.patch(`/api/tasks/${task.id}/visibility`, { isPublic: true });
    expect(published.status).toBe(200);
    const anonymous = t.client();
    const rest = await anonymous.get('/api/tasks/public');
    const shown = rest.body.find((x: { id: string }) => x.id === task.id);
    expect(shown).toBeDefined();
    expect(shown).not.toHaveProperty('description');
    expect(rest.text).not.toContain('internal notes');
    const viaTrpc = await trpc.query(anonymous, 'tasks.publicList');
    expect(trpcData(viaTrpc).find((x: { id: string }) => x.id === task.id)).not.toHaveProperty('description');
    expect(viaTrpc.text).not.toContain('internal notes');
  });
});
