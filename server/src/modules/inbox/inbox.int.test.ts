import { afterEach, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../test/test-app.ts';
import { connectSocket, eventually, nextEvent, type TestSocket } from '../../../test/test-socket.ts';
import { callerAs, refusal, sessionMember } from '../../trpc/caller.test-helper.ts';
import { createTask, sql } from '../tasks/task.test-helper.ts';
import { INBOX_KEEP_DAYS, purgeInbox } from './inbox.jobs.ts';

// The inbox (issue 20): every notification is stored for its member, listed newest
// first in keyset pages, marked read one by one or all at once, live on every socket
// of that member, only ever their own, and kept 90 days.

type Member = SignedIn;

const t = useTestApp();
const sockets: TestSocket[] = [];

afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});

async function socketOf(m: Member) {
  const socket = await connectSocket(t.url, m.client.cookieHeader);
  sockets.push(socket);
  return socket;
}

/** Stores `n` items for `m` one millisecond apart at most (several within one ms too), oldest first. */
async function seedItems(m: Member, n: number, title = 'Seeded') {
  await sql(
    t,
    `insert into notifications (id, user_id, type, task_id, title, created_at)
     select gen_random_uuid(), ?, 'commented', null, ? || ' ' || i, now() - make_interval(secs => (? - i) / 2000.0)
       from generate_series(1, ?) as i`,
    [m.user.id, title, n, n],
  );
}

describe('the inbox', () => {
  it('stores an assignment and sends it live to every tab of the member only', async () => {
    const owner = await t.member('Inbox Owner');
    const ann = await t.member('Inbox Ann');
    const [tab1, tab2, ownerTab] = [await socketOf(ann), await socketOf(ann), await socketOf(owner)];
    const heard = [
      nextEvent(tab1, 'notification:new', (i) => i.title === 'Water the plants'),
      nextEvent(tab2, 'notification:new', (i) => i.title === 'Water the plants'),
    ];
    const task = await createTask(owner.client, { title: 'Water the plants', assigneeId: ann.user.id });
    const [[first], [second]] = (await Promise.all(heard)) as [[unknown], [unknown]];
    expect(first).toEqual({
      id: expect.any(String),
      type: 'assigned',
      taskId: task.id,
      title: 'Water the plants',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      readAt: null,
    });
    expect(second).toEqual(first);
    expect(ownerTab.received.filter(([name]) => name === 'notification:new')).toEqual([]);

    const page = await ann.client.get('/api/notifications');
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ items: [first], unreadCount: 1, nextCursor: null });
    expect((await owner.client.get('/api/notifications')).body).toEqual({
      items: [],
      unreadCount: 0,
      nextCursor: null,
    });
  });

  it('pages newest first with a keyset cursor, items created within one millisecond included', async () => {
    const m = await t.member('Inbox Pager');
    await seedItems(m, 7);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await m.client.get(`/api/notifications?limit=3${cursor ? `&before=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(res.body.unreadCount).toBe(7);
      seen.push(...res.body.items.map((i: { title: string }) => i.title));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([
      'Seeded 7',
      'Seeded 6',
      'Seeded 5',
      'Seeded 4',
      'Seeded 3',
      'Seeded 2',
      'Seeded 1',
    ]);
  });

  it('marks items read by id (others’ ids change nothing) and all at once, in every tab', async () => {
    const m = await t.member('Inbox Reader');
    const other = await t.member('Inbox Other');
    await seedItems(m, 4, 'Mine');
    await seedItems(other, 1, 'Theirs');
    const [theirs] = (await other.client.get('/api/notifications')).body.items;
    const tab = await socketOf(m);
    const mine = (await m.client.get('/api/notifications')).body.items as { id: string }[];

    const told = nextEvent(tab, 'notification:read');
    const one = await m.client.post('/api/notifications/read', { ids: [mine[0]!.id, theirs.id] });
    expect(one.status).toBe(204);
    expect((await told)[0]).toEqual({ ids: [mine[0]!.id], unreadCount: 3 });
    expect((await other.client.get('/api/notifications?unread=1')).body.unreadCount).toBe(1);

    const unread = await m.client.get('/api/notifications?unread=1');
    expect(unread.body.items.map((i: { id: string }) => i.id)).toEqual(mine.slice(1).map((i) => i.id));
    const all = await m.client.get('/api/notifications');
    expect(all.body.items[0].readAt).toEqual(expect.any(String));

    const toldAll = nextEvent(tab, 'notification:read', (p) => p.ids === 'all');
    expect((await m.client.post('/api/notifications/read', { all: true })).status).toBe(204);
    expect((await toldAll)[0]).toEqual({ ids: 'all', unreadCount: 0 });
    expect((await m.client.get('/api/notifications')).body.unreadCount).toBe(0);
    expect((await other.client.get('/api/notifications')).body.unreadCount).toBe(1);
  });

  it('refuses bad input with 400 and changes nothing; visitors get 401', async () => {
    const m = await t.member('Inbox Strict');
    await seedItems(m, 2);
    for (const query of [
      'limit=0',
      'limit=101',
      'limit=x',
      'unread=maybe',
      'before=not-a-cursor',
      'other=1',
    ]) {
      const res = await m.client.get(`/api/notifications?${query}`);
      expect(res.status, query).toBe(400);
    }
    expect((await m.client.get('/api/notifications?before=bm90LWEta2V5')).body.code).toBe('CURSOR_INVALID');
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { all: false }, { all: true, ids: [] }]) {
      const res = await m.client.post('/api/notifications/read', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await m.client.get('/api/notifications')).body.unreadCount).toBe(2);
    const visitor = t.client();
    expect((await visitor.get('/api/notifications')).status).toBe(401);
    expect((await visitor.post('/api/notifications/read', { all: true })).status).toBe(401);
  });

  it('answers the same over tRPC: inbox.list and inbox.markRead', async () => {
    const m = await t.member('Inbox Trpc');
    await seedItems(m, 3);
    const asM = callerAs(t, await sessionMember(t, m.user.id));
    const first = await asM.inbox.list({ limit: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.unreadCount).toBe(3);
    const rest = await asM.inbox.list({ limit: 2, before: first.nextCursor! });
    expect(rest.items.map((i) => i.title)).toEqual(['Seeded 1']);
    expect(rest.nextCursor).toBeNull();
    await asM.inbox.markRead({ ids: [first.items[0]!.id] });
    expect((await asM.inbox.list({ unread: true, limit: 50 })).unreadCount).toBe(2);
    expect(await refusal(asM.inbox.list({ limit: 2, before: 'garbage!' }))).toEqual({
      status: 400,
      code: 'CURSOR_INVALID',
    });
    expect(await refusal(callerAs(t, null).inbox.list({ limit: 5 }))).toMatchObject({ status: 401 });
  });

  it('keeps items 90 days: the daily purge removes older ones only', async () => {
    const m = await t.member('Inbox Keeper');
    await sql(
      t,
      `insert into notifications (id, user_id, type, task_id, title, created_at) values
        (gen_random_uuid(), ?, 'reminder', null, 'Too old', now() - interval '91 days'),
        (gen_random_uuid(), ?, 'reminder', null, 'Still kept', now() - interval '89 days')`,
      [m.user.id, m.user.id],
    );
    expect(INBOX_KEEP_DAYS).toBe(90);
    expect(await purgeInbox(t.app.deps, new Date())).toBeGreaterThanOrEqual(1);
    const titles = (await m.client.get('/api/notifications')).body.items.map(
      (i: { title: string }) => i.title,
    );
    expect(titles).toEqual(['Still kept']);
  });

  it('stores comments and completions too, each for the member it tells', async () => {
    const owner = await t.member('Inbox Boss');
    const bo = await t.member('Inbox Bo');
    const task = await createTask(owner.client, { title: 'Paint the fence', assigneeId: bo.user.id });
    await bo.client.post(`/api/tasks/${task.id}/comments`, { content: 'Which colour?' });
    await bo.client.patch(`/api/tasks/${task.id}`, { status: 'done' });
    const types = await eventually(async () => {
      const items = (await owner.client.get('/api/notifications')).body.items as { type: string }[];
      return items.length >= 2 ? items.map((i) => i.type) : undefined;
    }, 'the owner’s items');
    expect(types).toEqual(['completed', 'commented']);
    const bos = (await bo.client.get('/api/notifications')).body.items as { type: string; taskId: string }[];
    expect(bos).toEqual([expect.objectContaining({ type: 'assigned', taskId: task.id })]);
  });
});
