import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../test/test-app.ts';
import { createTask, snapshotCounts, sql } from './task.test-helper.ts';

const t = useTestApp();
let demo: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  demo = await t.demo();
  bob = await t.member('Bob Peeters');
});

describe('POST /api/tasks', () => {
  it('creates a task owned by the session user, with defaults and a "created" history entry', async () => {
    const res = await demo.client.post('/api/tasks', { title: '  Write report  ', assigneeId: bob.user.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Write report',
      status: 'todo',
      priority: 'medium',
      clientApproval: 'none',
      dueDate: null,
      approvalComment: null,
      isRecurring: false,
      recurrencePattern: null,
      isPublic: false,
      publicSummary: null,
      version: 1,
      ownerId: demo.user.id,
      owner: { id: demo.user.id, name: 'Demo User' },
      assigneeId: bob.user.id,
      assignee: { id: bob.user.id, name: 'Bob Peeters' },
      comments: [],
    });
    const history = await sql(t, 'select action, field, user_id from history_entries where task_id = ?', [
      res.body.id,
    ]);
    expect(history).toEqual([{ action: 'created', field: null, user_id: demo.user.id }]);
  });

  it('stores empty optionals as null and accepts every field of SPEC’s client', async () => {
    const res = await demo.client.post('/api/tasks', {
      title: 'Full',
      assigneeId: '',
      dueDate: '',
      approvalComment: '   ',
      priority: 'urgent',
      clientApproval: 'pending',
      isRecurring: true,
      recurrencePattern: 'monthly',
      ownerId: demo.user.id,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      assigneeId: null,
      dueDate: null,
      approvalComment: null,
      priority: 'urgent',
      clientApproval: 'pending',
      isRecurring: true,
      recurrencePattern: 'monthly',
    });
    const none = await demo.client.post('/api/tasks', {
      title: 'No repeat',
      isRecurring: false,
      recurrencePattern: 'none',
    });
    expect(none.body).toMatchObject({ isRecurring: false, recurrencePattern: null });
  });

  it.each([
    ['a missing title', {}, 'TITLE_REQUIRED'],
    ['a blank title', { title: '   ' }, 'TITLE_REQUIRED'],
    ['a title over 500 characters', { title: 'x'.repeat(501) }, 'VALIDATION_FAILED'],
    ['an unknown priority', { title: 'x', priority: 'critical' }, 'VALIDATION_FAILED'],
    ['an unknown approval', { title: 'x', clientApproval: 'maybe' }, 'VALIDATION_FAILED'],
    ['an unknown pattern', { title: 'x', recurrencePattern: 'hourly' }, 'VALIDATION_FAILED'],
    ['recurring without a pattern', { title: 'x', isRecurring: true }, 'VALIDATION_FAILED'],
    [
      'a pattern on a non-recurring task',
      { title: 'x', isRecurring: false, recurrencePattern: 'daily' },
      'VALIDATION_FAILED',
    ],
    ['an impossible date', { title: 'x', dueDate: '2026-02-30' }, 'VALIDATION_FAILED'],
    ['a date with a time', { title: 'x', dueDate: '2026-02-03T10:00:00Z' }, 'VALIDATION_FAILED'],
    ['an assignee that is not an id', { title: 'x', assigneeId: 'bob' }, 'VALIDATION_FAILED'],
    [
      'an approval comment over 10,000 characters',
      { title: 'x', approvalComment: 'x'.repeat(10_001) },
      'VALIDATION_FAILED',
    ],
    ['an unknown key', { title: 'x', isPublic: true }, 'VALIDATION_FAILED'],
    ['a status on creation', { title: 'x', status: 'done' }, 'VALIDATION_FAILED'],
    ['a protected field', { title: 'x', createdAt: '2020-01-01T00:00:00Z' }, 'VALIDATION_FAILED'],
    ['a title that is not text', { title: 42 }, 'TITLE_REQUIRED'],
  ])('refuses %s with 400 and stores nothing', async (_what, body, code) => {
    const before = await snapshotCounts(t);
    const res = await demo.client.post('/api/tasks', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code, error: expect.any(String) });
    expect(await snapshotCounts(t)).toEqual(before);
  });

  it('refuses an unknown assignee with 400 ASSIGNEE_NOT_FOUND and stores nothing', async () => {
    const before = await snapshotCounts(t);
    const res = await demo.client.post('/api/tasks', {
      title: 'x',
      assigneeId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ASSIGNEE_NOT_FOUND');
    expect(await snapshotCounts(t)).toEqual(before);
  });

  it('refuses an ownerId other than the session user with 403 and stores nothing', async () => {
    const before = await snapshotCounts(t);
    const res = await demo.client.post('/api/tasks', { title: 'Impersonation', ownerId: bob.user.id });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect(await snapshotCounts(t)).toEqual(before);
  });

  it('refuses malformed JSON and a cross-site form post', async () => {
    const malformed = await fetch(`${t.url}/api/tasks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: demo.client.cookieHeader },
      body: '{"title":',
    });
    expect(malformed.status).toBe(400);
    const form = await fetch(`${t.url}/api/tasks`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: demo.client.cookieHeader },
      body: 'title=x',
    });
    expect(form.status).toBe(403);
  });
});

describe('GET /api/tasks', () => {
  it('lists every task with owner, assignee and comments in order', async () => {
    const task = await createTask(demo.client, { title: 'Listed' });
    await bob.client.post(`/api/tasks/${task.id}/comments`, { content: 'first' });
    await demo.client.post(`/api/tasks/${task.id}/comments`, { content: 'second' });
    const res = await bob.client.get('/api/tasks');
    expect(res.status).toBe(200);
    const listed = res.body.find((x: { id: string }) => x.id === task.id);
    expect(listed.owner.name).toBe('Demo User');
    expect(
      listed.comments.map((c: { content: string; author: { name: string } }) => [c.content, c.author.name]),
    ).toEqual([
      ['first', 'Bob Peeters'],
      ['second', 'Demo User'],
    ]);
    expect(listed.comments[0]).toEqual({
      id: expect.any(String),
      content: 'first',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      editedAt: null,
      authorId: bob.user.id,
      author: { name: 'Bob Peeters', avatar: expect.any(String) },
    });
  });

  it('answers 401 without a session, for every task path except the public list', async () => {
    const anon = t.client();
    const id = (await createTask(demo.client)).id;
    const calls = [
      anon.get('/api/tasks'),
      anon.post('/api/tasks', { title: 'x' }),
      anon.patch(`/api/tasks/${id}`, { title: 'y' }),
      anon.delete(`/api/tasks/${id}`),
      anon.post(`/api/tasks/${id}/comments`, { content: 'x' }),
      anon.patch(`/api/tasks/${id}/visibility`, { isPublic: true }),
      anon.get(`/api/tasks/${id}/history`),
      anon.post(`/api/tasks/${id}/claim`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
    expect((await anon.get('/api/tasks/public')).status).toBe(200);
    const [row] = await sql(t, 'select title, assignee_id, is_public from tasks where id = ?', [id]);
    expect(row).toMatchObject({ assignee_id: null, is_public: false });
  });
});

describe('PATCH /api/tasks/{id}', () => {
  it('edits every field, bumps the version and writes one history entry per changed field', async () => {
    const task = await createTask(demo.client, { title: 'Before', dueDate: '2026-05-01' });
    const res = await bob.client.patch(`/api/tasks/${task.id}`, {
      title: 'After',
      status: 'doing',
      assigneeId: bob.user.id,
      priority: 'high',
      dueDate: '2026-05-02',
      clientApproval: 'approved',
      approvalComment: 'ok by client',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'After',
      status: 'doing',
      assigneeId: bob.user.id,
      priority: 'high',
      dueDate: '2026-05-02',
      clientApproval: 'approved',
      approvalComment: 'ok by client',
      version: 2,
      ownerId: demo.user.id,
    });
    const history = await bob.client.get(`/api/tasks/${task.id}/history`);
    expect(history.status).toBe(200);
    const updates = history.body.filter((h: { action: string }) => h.action === 'updated');
    expect(
      updates
        .map((h: { field: string; oldValue: string; newValue: string }) => [h.field, h.oldValue, h.newValue])
        .sort(),
    ).toEqual(
      [
        ['assignee', null, 'Bob Peeters'],
        ['clientApproval', 'none', 'approved'],
        ['dueDate', '2026-05-01', '2026-05-02'],
        ['priority', 'medium', 'high'],
        ['status', 'todo', 'doing'],
        ['title', 'Before', 'After'],
      ].sort(),
    );
    expect(updates.every((h: { user: { name: string } }) => h.user?.name === 'Bob Peeters')).toBe(true);
    expect(history.body.at(-1)).toMatchObject({
      action: 'created',
      field: null,
      user: { name: 'Demo User' },
    });
  });

  it('changes the status alone (the card’s dropdown) and clears null-able fields with empty strings', async () => {
    const task = await createTask(demo.client, {
      assigneeId: bob.user.id,
      dueDate: '2026-06-01',
      approvalComment: 'x',
    });
    const status = await demo.client.patch(`/api/tasks/${task.id}`, { status: 'done' });
    expect(status.body).toMatchObject({ status: 'done', version: 2, assigneeId: bob.user.id });
    const cleared = await demo.client.patch(`/api/tasks/${task.id}`, {
      assigneeId: '',
      dueDate: '',
      approvalComment: '',
    });
    expect(cleared.body).toMatchObject({
      assigneeId: null,
      assignee: null,
      dueDate: null,
      approvalComment: null,
    });
    const [row] = await sql<{ completed_at: Date | null }>(t, 'select completed_at from tasks where id = ?', [
      task.id,
    ]);
    expect(row!.completed_at).not.toBeNull();
    await demo.client.patch(`/api/tasks/${task.id}`, { status: 'todo' });
    const [reopened] = await sql<{ completed_at: Date | null }>(
      t,
      'select completed_at from tasks where id = ?',
      [task.id],
    );
    expect(reopened!.completed_at).toBeNull();
  });

  it('writes nothing when nothing changes', async () => {
    const task = await createTask(demo.client, { title: 'Same' });
    const before = await snapshotCounts(t);
    const res = await demo.client.patch(`/api/tasks/${task.id}`, { title: 'Same', priority: 'medium' });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(1);
    expect(await snapshotCounts(t)).toEqual(before);
  });

  it('accepts the matching version and refuses a stale one with 409 VERSION_CONFLICT', async () => {
    const task = await createTask(demo.client, { title: 'v1' });
    const ok = await demo.client.patch(`/api/tasks/${task.id}`, { title: 'v2', version: 1 });
    expect(ok.body.version).toBe(2);
    const stale = await bob.client.patch(`/api/tasks/${task.id}`, { title: 'lost update', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('VERSION_CONFLICT');
    const [row] = await sql(t, 'select title, version from tasks where id = ?', [task.id]);
    expect(row).toEqual({ title: 'v2', version: 2 });
  });

  it.each([
    ['a blank title', { title: ' ' }, 400, 'TITLE_REQUIRED'],
    ['an unknown status', { status: 'blocked' }, 400, 'VALIDATION_FAILED'],
    ['an unknown key', { isPublic: true }, 400, 'VALIDATION_FAILED'],
    ['a version of 0', { title: 'x', version: 0 }, 400, 'VALIDATION_FAILED'],
    [
      'an unknown assignee',
      { assigneeId: '00000000-0000-4000-8000-000000000000' },
      400,
      'ASSIGNEE_NOT_FOUND',
    ],
    ['another owner', { title: 'x', ownerId: '00000000-0000-4000-8000-000000000000' }, 403, 'FORBIDDEN'],
  ])('refuses %s and changes nothing', async (_what, body, status, code) => {
    const task = await createTask(demo.client, { title: 'Untouched' });
    const before = await snapshotCounts(t);
    const res = await demo.client.patch(`/api/tasks/${task.id}`, body);
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect(await snapshotCounts(t)).toEqual(before);
    const [row] = await sql(t, 'select title, status, assignee_id, version from tasks where id = ?', [
      task.id,
    ]);
    expect(row).toEqual({ title: 'Untouched', status: 'todo', assignee_id: null, version: 1 });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect(
      (await demo.client.patch('/api/tasks/00000000-0000-4000-8000-000000000000', { title: 'x' })).status,
    ).toBe(404);
    expect((await demo.client.patch('/api/tasks/not-a-uuid', { title: 'x' })).status).toBe(404);
    expect((await demo.client.delete('/api/tasks/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await demo.client.get('/api/tasks/00000000-0000-4000-8000-000000000000/history')).status).toBe(
      404,
    );
  });
});

describe('DELETE /api/tasks/{id}', () => {
  it('lets any member delete a task: it goes to the trash with its comments and history (issue 23)', async () => {
    const task = await createTask(demo.client);
    await demo.client.post(`/api/tasks/${task.id}/comments`, { content: 'bye' });
    const res = await bob.client.delete(`/api/tasks/${task.id}`);
    expect(res.status).toBe(204);
    expect(
      await sql(t, 'select deleted_by from tasks where id = ? and deleted_at is not null', [task.id]),
    ).toEqual([{ deleted_by: bob.user.id }]);
    expect(await sql(t, 'select id from comments where task_id = ?', [task.id])).toHaveLength(1);
    expect((await demo.client.get(`/api/tasks/${task.id}`)).status).toBe(404);
    expect((await bob.client.delete(`/api/tasks/${task.id}`)).status).toBe(404);
  });
});

describe('PATCH /api/tasks/{id}/visibility', () => {
  it('lets the owner publish with a summary and unpublish, clearing the summary', async () => {
    const task = await createTask(demo.client, { title: 'Secret name' });
    const pub = await demo.client.patch(`/api/tasks/${task.id}/visibility`, {
      isPublic: true,
      publicSummary: ' Shown ',
    });
    expect(pub.status).toBe(200);
    expect(pub.body).toMatchObject({ isPublic: true, publicSummary: 'Shown', version: 2 });
    const off = await demo.client.patch(`/api/tasks/${task.id}/visibility`, {
      isPublic: false,
      publicSummary: 'ignored',
    });
    expect(off.body).toMatchObject({ isPublic: false, publicSummary: null });
    const history = await sql(
      t,
      `select old_value, new_value from history_entries where task_id = ? and field = 'isPublic' order by created_at`,
      [task.id],
    );
    expect(history).toEqual([
      { old_value: 'false', new_value: 'true' },
      { old_value: 'true', new_value: 'false' },
    ]);
  });

  it('lets an admin publish someone else’s task, refuses other members with 403', async () => {
    const task = await createTask(demo.client);
    const denied = await bob.client.patch(`/api/tasks/${task.id}/visibility`, { isPublic: true });
    expect(denied.status).toBe(403);
    expect(await sql(t, 'select is_public, version from tasks where id = ?', [task.id])).toEqual([
      { is_public: false, version: 1 },
    ]);
    const admin = await t.admin();
    const allowed = await admin.client.patch(`/api/tasks/${task.id}/visibility`, { isPublic: true });
    expect(allowed.body).toMatchObject({ isPublic: true, publicSummary: null });
  });

  it.each([
    ['a missing flag', {}],
    ['a flag that is not a boolean', { isPublic: 'yes' }],
    ['a summary over 500 characters', { isPublic: true, publicSummary: 'x'.repeat(501) }],
    ['an unknown key', { isPublic: true, title: 'x' }],
  ])('refuses %s with 400', async (_what, body) => {
    const task = await createTask(demo.client);
    const res = await demo.client.patch(`/api/tasks/${task.id}/visibility`, body);
    expect(res.status).toBe(400);
    expect(await sql(t, 'select is_public from tasks where id = ?', [task.id])).toEqual([
      { is_public: false },
    ]);
  });
});

describe('POST /api/tasks/{id}/claim', () => {
  it('assigns an unassigned task to the current member, then refuses others with 409', async () => {
    const task = await createTask(demo.client);
    const claimed = await bob.client.post(`/api/tasks/${task.id}/claim`);
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ assigneeId: bob.user.id, assignee: { name: 'Bob Peeters' } });
    const again = await bob.client.post(`/api/tasks/${task.id}/claim`);
    expect(again.status).toBe(200);
    expect(again.body.version).toBe(claimed.body.version);
    const conflict = await demo.client.post(`/api/tasks/${task.id}/claim`);
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('TASK_ALREADY_ASSIGNED');
    expect(await sql(t, 'select assignee_id from tasks where id = ?', [task.id])).toEqual([
      { assignee_id: bob.user.id },
    ]);
    const history = await sql(
      t,
      `select new_value, user_id from history_entries where task_id = ? and field = 'assignee'`,
      [task.id],
    );
    expect(history).toEqual([{ new_value: 'Bob Peeters', user_id: bob.user.id }]);
  });
});
