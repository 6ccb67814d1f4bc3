import ical, { type VEvent } from 'node-ical';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../test/test-app.ts';
import { connectSocket, eventually, nextEvent, type TestSocket } from '../../../test/test-socket.ts';
import { callerAs, refusal, sessionMember } from '../../trpc/caller.test-helper.ts';
import { createTask, sql, trpc, trpcData, trpcError } from './task.test-helper.ts';

// A task of its own (issue 19): one task read at GET /api/tasks/{id} and tasks.get
// for its detail view, the owner alone stopping or changing its repetition, and the
// calendar feed and notification mails linking to /app/tasks/{id}.

const PUBLIC_URL = 'https://tasks.example.com';
const t = useTestApp({ PUBLIC_URL: `${PUBLIC_URL}/` });
let ana: SignedIn;
let bob: SignedIn;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  ana = await t.member('Ana Detail');
  bob = await t.member('Bob Detail');
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});

const recurrenceOf = async (id: string) =>
  (
    await sql<{ is_recurring: boolean; recurrence_pattern: string | null; version: number }>(
      t,
      'select is_recurring, recurrence_pattern, version from tasks where id = ?',
      [id],
    )
  )[0];

describe('one task', () => {
  it('is answered with its comments over REST and tRPC alike', async () => {
    const task = await createTask(ana.client, { title: 'Read me alone', description: '**bold**' });
    await bob.client.post(`/api/tasks/${task.id}/comments`, { content: 'A first comment' });

    const rest = await bob.client.get(`/api/tasks/${task.id}`);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      id: task.id,
      title: 'Read me alone',
      description: '**bold**',
      owner: { id: ana.user.id, name: 'Ana Detail' },
      comments: [{ content: 'A first comment', authorId: bob.user.id }],
    });
    const viaTrpc = await callerAs(t, await sessionMember(t, bob.user.id)).tasks.get({ id: task.id });
    expect(viaTrpc).toEqual(rest.body);
    // The transport answers the same bytes' worth over HTTP.
    expect(trpcData(await trpc.query(bob.client, 'tasks.get', { id: task.id }))).toEqual(rest.body);
  });

  it('answers 404 NOT_FOUND for a deleted, unknown or malformed id, and 401 to nobody', async () => {
    const task = await createTask(ana.client, { title: 'Soon gone' });
    expect((await ana.client.delete(`/api/tasks/${task.id}`)).status).toBe(204);

    for (const id of [task.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await ana.client.get(`/api/tasks/${id}`);
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'NOT_FOUND' });
    }
    expect(trpcError(await trpc.query(ana.client, 'tasks.get', { id: task.id }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(trpcError(await trpc.query(ana.client, 'tasks.get', { id: 'nope' }))).toMatchObject({
      status: 400,
    });
    const asNobody = callerAs(t, null);
    expect(await refusal(asNobody.tasks.get({ id: task.id }))).toMatchObject({ status: 401 });
    expect((await t.client().get(`/api/tasks/${task.id}`)).status).toBe(401);
  });
});

describe('repetition after creation', () => {
  it('the owner changes and stops it; the change goes out live', async () => {
    const task = await createTask(ana.client, { title: 'Weekly sync', recurrencePattern: 'weekly' });
    expect(task).toMatchObject({ isRecurring: true, recurrencePattern: 'weekly' });
    const socket = await connectSocket(t.url, bob.client.cookieHeader);
    sockets.push(socket);

    const heard = nextEvent(socket, 'task:updated', (x) => x.id === task.id);
    const monthly = await ana.client.patch(`/api/tasks/${task.id}`, { recurrencePattern: 'monthly' });
    expect(monthly.status).toBe(200);
    expect(monthly.body).toMatchObject({ isRecurring: true, recurrencePattern: 'monthly', version: 2 });
    expect((await heard)[0]).toMatchObject({ id: task.id, recurrencePattern: 'monthly' });

    const asAna = callerAs(t, await sessionMember(t, ana.user.id));
    const stopped = await asAna.tasks.update({ id: task.id, isRecurring: false, recurrencePattern: null });
    expect(stopped).toMatchObject({ isRecurring: false, recurrencePattern: null, version: 3 });
    expect(await recurrenceOf(task.id)).toEqual({
      is_recurring: false,
      recurrence_pattern: null,
      version: 3,
    });
  });

  it('anyone else gets 403 FORBIDDEN and nothing changes, but may resend it unchanged', async () => {
    const task = await createTask(ana.client, { title: 'Not yours to stop', recurrencePattern: 'weekly' });

    const refused = await bob.client.patch(`/api/tasks/${task.id}`, {
      title: 'Renamed on the way',
      isRecurring: false,
      recurrencePattern: null,
    });
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    const asBob = callerAs(t, await sessionMember(t, bob.user.id));
    expect(await refusal(asBob.tasks.update({ id: task.id, recurrencePattern: 'daily' }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(await recurrenceOf(task.id)).toEqual({
      is_recurring: true,
      recurrence_pattern: 'weekly',
      version: 1,
    });
    expect((await sql(t, 'select title from tasks where id = ?', [task.id]))[0]).toEqual({
      title: 'Not yours to stop',
    });

    // SPEC's client sends the creation fields again with an edit: unchanged, they pass.
    const edited = await asBob.tasks.update({
      id: task.id,
      title: 'Edited by Bob',
      isRecurring: true,
      recurrencePattern: 'weekly',
    });
    expect(edited).toMatchObject({ title: 'Edited by Bob', recurrencePattern: 'weekly', version: 2 });
  });
});

describe('links to the task', () => {
  it("a calendar feed event's URL is the task's detail view", async () => {
    const task = await createTask(ana.client, { title: 'Dated', dueDate: '2026-12-30' });
    const links = (await ana.client.get(`/api/ical/user/${ana.user.id}/token`)).body as { url: string };
    const feed = await (await fetch(links.url.replace(PUBLIC_URL, t.url))).text();
    const event = Object.values(ical.sync.parseICS(feed)).find(
      (c): c is VEvent => c?.type === 'VEVENT' && c.uid === `task-${task.id}@taskmanager`,
    );
    expect(event?.url).toMatchObject({ val: `${PUBLIC_URL}/app/tasks/${task.id}` });
  });

  it("a notification mail links to the task's detail view", async () => {
    const task = await createTask(ana.client, { title: 'Assigned by mail', assigneeId: bob.user.id });
    const [row] = await eventually(async () => {
      const rows = await sql<{ body_text: string }>(
        t,
        `select m.body_text from mail_outbox m join users u on u.email = m.to_address
          where u.id = ? and m.subject = ?`,
        [bob.user.id, 'Task assigned to you: Assigned by mail'],
      );
      return rows.length > 0 && rows;
    }, 'the notification mail');
    expect(row?.body_text).toContain(`Open the task: ${PUBLIC_URL}/app/tasks/${task.id}`);
  });
});
