import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedIn, useTestApp } from '../../../test/test-app.ts';
import { count, insertTask, signUp, sql } from '../users/accounts.test-helper.ts';

const app = useTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await app.admin();
});

const ANY_ID = '00000000-0000-4000-8000-000000000000';

describe('who may call /api/admin/*', () => {
  it.each([
    ['POST', '/api/admin/users', { name: 'X', avatar: '🦄', isAdmin: false }],
    ['DELETE', `/api/admin/users/${ANY_ID}`, undefined],
    ['PATCH', `/api/admin/users/${ANY_ID}/admin`, { isAdmin: true }],
  ])('%s %s: 401 anonymous, 403 for a member, nothing stored', async (method, path, body) => {
    const before = await count(app, 'users', 'deleted_at is null and not is_admin');
    expect((await app.client().request(method, path, body)).status).toBe(401);
    const member = await app.demo();
    const res = await member.client.request(method, path, body);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
    expect(await count(app, 'users', 'deleted_at is null and not is_admin')).toBe(before);
  });
});

describe('POST /api/admin/users', () => {
  it('creates a user from name, avatar and admin flag', async () => {
    const res = await admin.client.post('/api/admin/users', { name: '  Nina ', avatar: '🦄', isAdmin: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Nina',
      avatar: '🦄',
      isAdmin: true,
      email: null,
      hasPassword: false,
    });
    expect(await count(app, 'users', "name = 'Nina' and is_admin")).toBe(1);
  });

  it.each([
    [{ avatar: '🦄', isAdmin: false }, 'NAME_REQUIRED'],
    [{ name: '  ', avatar: '🦄', isAdmin: false }, 'NAME_REQUIRED'],
    [{ name: 'X', isAdmin: 'yes' }, 'VALIDATION_FAILED'],
    [{ name: 'X', id: ANY_ID }, 'VALIDATION_FAILED'],
  ])('refuses %j with 400 %s and stores nothing', async (body, code) => {
    const before = await count(app, 'users');
    const res = await admin.client.post('/api/admin/users', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(await count(app, 'users')).toBe(before);
  });
});

describe('PATCH /api/admin/users/{id}/admin', () => {
  it('promotes a member, who can then administer, and demotes them again', async () => {
    const member = await signUp(app, 'Rising Star');
    const promoted = await admin.client.patch(`/api/admin/users/${member.user.id}/admin`, { isAdmin: true });
    expect(promoted.status).toBe(200);
    expect(promoted.body.isAdmin).toBe(true);
    // The role is read from the database on each request: no new login needed.
    expect((await member.client.post('/api/admin/users', { name: 'By New Admin' })).status).toBe(201);

    const demoted = await admin.client.patch(`/api/admin/users/${member.user.id}/admin`, { isAdmin: false });
    expect(demoted.body.isAdmin).toBe(false);
    expect((await member.client.post('/api/admin/users', { name: 'Too Late' })).status).toBe(403);
  });

  it('refuses an admin demoting themself with 403 CANNOT_ACT_ON_SELF', async () => {
    const res = await admin.client.patch(`/api/admin/users/${admin.user.id}/admin`, { isAdmin: false });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CANNOT_ACT_ON_SELF');
    expect(await count(app, 'users', 'id = ? and is_admin', [admin.user.id])).toBe(1);
  });

  it('answers 404 for an unknown user and 400 for a missing flag', async () => {
    expect((await admin.client.patch(`/api/admin/users/${ANY_ID}/admin`, { isAdmin: true })).status).toBe(
      404,
    );
    const member = await signUp(app, 'No Flag');
    expect((await admin.client.patch(`/api/admin/users/${member.user.id}/admin`, {})).status).toBe(400);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('refuses an admin deleting themself with 403 CANNOT_ACT_ON_SELF', async () => {
    const res = await admin.client.delete(`/api/admin/users/${admin.user.id}`);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('CANNOT_ACT_ON_SELF');
    expect((await admin.client.get('/api/auth/me')).status).toBe(200);
  });

  it('ends the sessions, hides the user from lists and keeps their tasks readable with their name', async () => {
    const leaver = await signUp(app, 'Leaving Lou');
    const stayer = await signUp(app, 'Staying Sam');
    const owned = await insertTask(app, leaver.user.id, {
      title: 'Written by Lou',
      assigneeId: stayer.user.id,
    });
    const assigned = await insertTask(app, stayer.user.id, {
      title: 'Given to Lou',
      assigneeId: leaver.user.id,
    });

    expect((await admin.client.delete(`/api/admin/users/${leaver.user.id}`)).status).toBe(204);

    expect((await leaver.client.get('/api/auth/me')).status).toBe(401);
    expect(await count(app, 'sessions', 'user_id = ?', [leaver.user.id])).toBe(0);
    const list = (await stayer.client.get('/api/users')).body as { id: string }[];
    expect(list.map((u) => u.id)).not.toContain(leaver.user.id);
    expect((await admin.client.get(`/api/users/${leaver.user.id}`)).status).toBe(404);

    const tasks = await sql(
      app,
      `select t.title, o.name as owner, a.name as assignee from tasks t
         join users o on o.id = t.owner_id left join users a on a.id = t.assignee_id
        where t.id in (?, ?) order by t.title`,
      [owned, assigned],
    );
    expect(tasks).toEqual([
      { title: 'Given to Lou', owner: 'Staying Sam', assignee: 'Leaving Lou' },
      { title: 'Written by Lou', owner: 'Leaving Lou', assignee: 'Staying Sam' },
    ]);
    // Their address is free again and their password is gone.
    const [row] = await sql(app, 'select email, password_hash from users where id = ?', [leaver.user.id]);
    expect(row).toEqual({ email: null, password_hash: null });
    expect(
      (await app.client().post('/api/auth/login', { email: leaver.email, password: leaver.password })).status,
    ).toBe(401);
    const again = await app
      .client()
      .post('/api/auth/register', { name: 'New Lou', email: leaver.email, password: 'abc' });
    expect(again.status).toBe(201);
  });

  it('answers 404 for an unknown or already deleted user', async () => {
    const gone = await signUp(app, 'Gone Twice');
    expect((await admin.client.delete(`/api/admin/users/${gone.user.id}`)).status).toBe(204);
    expect((await admin.client.delete(`/api/admin/users/${gone.user.id}`)).status).toBe(404);
    expect((await admin.client.delete(`/api/admin/users/${ANY_ID}`)).status).toBe(404);
  });
});
