import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { count, DEMO, insertTask, signedIn, signUp, sql } from './accounts.test-helper.ts';

const app = useTestApp();

describe('team lists', () => {
  it.each(['/api/auth/users', '/api/users'])('%s answers 401 without a session', async (path) => {
    expect((await app.client().get(path)).status).toBe(401);
  });

  it('count active and assigned tasks per user, with presence and the admin flag', async () => {
    const owner = await signUp(app, 'Olive Owner');
    const helper = await signUp(app, 'Hugo Helper');
    await insertTask(app, owner.user.id, { status: 'todo' });
    await insertTask(app, owner.user.id, { status: 'doing', assigneeId: helper.user.id });
    await insertTask(app, owner.user.id, { status: 'done', assigneeId: helper.user.id });
    // Owned and assigned to oneself: one active task, not two.
    await insertTask(app, helper.user.id, { status: 'todo', assigneeId: helper.user.id });

    const auth = await owner.client.get('/api/auth/users');
    expect(auth.status).toBe(200);
    const byName = (list: any[], name: string) => list.find((u) => u.name === name);
    expect(byName(auth.body, 'Olive Owner')).toMatchObject({
      _count: { tasks: 2, assignedTasks: 0 },
      isOnline: false,
      isAdmin: false,
    });
    expect(byName(auth.body, 'Hugo Helper')._count).toEqual({ tasks: 2, assignedTasks: 3 });

    const users = await owner.client.get('/api/users');
    expect(byName(users.body, 'Hugo Helper')).toMatchObject({ _count: { assignedTasks: 3 }, isAdmin: false });
    expect(byName(users.body, 'Admin')).toMatchObject({ isAdmin: true });
  });

  it('shows e-mail addresses only to admins and to the user themself', async () => {
    const me = await signUp(app, 'Private Person');
    const list = (await me.client.get('/api/users')).body as any[];
    expect(list.find((u) => u.id === me.user.id).email).toBe(me.email);
    expect(list.find((u) => u.name === 'Demo User').email).toBeNull();
    const admin = await app.admin();
    const adminList = (await admin.client.get('/api/users')).body as any[];
    expect(adminList.find((u) => u.name === 'Demo User').email).toBe(DEMO.email);
    expect(JSON.stringify(adminList)).not.toMatch(/scrypt|password/i);
  });
});

describe('GET /api/users/{id}', () => {
  it('answers the whole user to themself and to an admin, 403 to anyone else', async () => {
    const me = await signUp(app, 'Self');
    const other = await signUp(app, 'Someone Else');
    const own = await me.client.get(`/api/users/${me.user.id}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id: me.user.id,
      email: me.email,
      notifyOnAssign: true,
      notifyOnComplete: true,
      notifyOnComment: true,
      notificationEmail: null,
      pendingNotificationEmail: null,
    });
    expect((await other.client.get(`/api/users/${me.user.id}`)).status).toBe(403);
    const admin = await app.admin();
    expect((await admin.client.get(`/api/users/${me.user.id}`)).body.email).toBe(me.email);
    expect((await admin.client.get('/api/users/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await admin.client.get('/api/users/not-a-uuid')).status).toBe(400);
  });
});

describe('PATCH /api/auth/users/{id}', () => {
  it('lets a user rename themself and change avatar, and tells the other members', async () => {
    const me = await signUp(app, 'Old Name');
    const res = await me.client.patch(`/api/auth/users/${me.user.id}`, { name: '  New Name ', avatar: '🚀' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ name: 'New Name', avatar: '🚀' });
    const [row] = await sql(app, 'select name, avatar from users where id = ?', [me.user.id]);
    expect(row).toEqual({ name: 'New Name', avatar: '🚀' });
  });

  it("refuses someone else's profile with 403, lets an admin edit it", async () => {
    const me = await signUp(app, 'Target Profile');
    const other = await signUp(app, 'Meddler');
    expect((await other.client.patch(`/api/auth/users/${me.user.id}`, { name: 'Hacked' })).status).toBe(403);
    const admin = await app.admin();
    const res = await admin.client.patch(`/api/auth/users/${me.user.id}`, { name: 'Fixed By Admin' });
    expect(res.status).toBe(200);
    expect(res.body.user.name).toBe('Fixed By Admin');
  });

  it.each([
    [{ name: '   ' }, 'NAME_REQUIRED'],
    [{ name: 'x'.repeat(101) }, 'VALIDATION_FAILED'],
    [{ avatar: 'far too long for an avatar' }, 'VALIDATION_FAILED'],
    [{ name: 'Sneaky', isAdmin: true }, 'VALIDATION_FAILED'],
    [{ name: 'Sneaky', email: 'boss@example.com' }, 'VALIDATION_FAILED'],
  ])('refuses %j with 400 %s and stores nothing', async (body, code) => {
    const me = await signUp(app, 'Unchanged');
    const res = await me.client.patch(`/api/auth/users/${me.user.id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    const [row] = await sql(app, 'select name, is_admin, email from users where id = ?', [me.user.id]);
    expect(row).toEqual({ name: 'Unchanged', is_admin: false, email: me.email });
  });
});

describe('PATCH /api/users/{id}/settings', () => {
  it('stores the flags of the user themself, and a new address as pending its confirmation', async () => {
    const me = await signUp(app, 'Notified');
    const body = {
      email: 'alerts@example.com',
      notifyOnAssign: false,
      notifyOnComplete: true,
      notifyOnComment: false,
    };
    const res = await me.client.patch(`/api/users/${me.user.id}/settings`, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      // Mail goes there only once the link mailed to it is opened (notification-email.int.test.ts).
      notificationEmail: null,
      pendingNotificationEmail: 'alerts@example.com',
      notifyOnAssign: false,
      notifyOnComplete: true,
      notifyOnComment: false,
      email: me.email,
    });
    // The next request reads them too (the session check keeps the member in memory).
    const read = await me.client.get(`/api/users/${me.user.id}`);
    expect(read.body).toMatchObject({
      pendingNotificationEmail: 'alerts@example.com',
      notifyOnAssign: false,
    });
    const cleared = await me.client.patch(`/api/users/${me.user.id}/settings`, { email: '' });
    expect(cleared.body).toMatchObject({ notificationEmail: null, pendingNotificationEmail: null });
  });

  it("refuses another user's settings with 403, admins included", async () => {
    const me = await signUp(app, 'Mine Only');
    const admin = await app.admin();
    const res = await admin.client.patch(`/api/users/${me.user.id}/settings`, { notifyOnAssign: false });
    expect(res.status).toBe(403);
    expect(await count(app, 'users', 'id = ? and notify_on_assign', [me.user.id])).toBe(1);
  });

  it('refuses a bad address or a non-boolean flag with 400', async () => {
    const me = await signUp(app, 'Bad Input');
    for (const body of [
      { email: 'nope' },
      { notifyOnAssign: 'yes' },
      { notifyOnAssign: false, theme: 'dark' },
    ]) {
      const res = await me.client.patch(`/api/users/${me.user.id}/settings`, body);
      expect(res.status).toBe(400);
    }
    expect(
      await count(app, 'users', 'id = ? and notify_on_assign and notification_email is null', [me.user.id]),
    ).toBe(1);
  });
});

describe('POST and DELETE /api/users (admins only)', () => {
  it('refuses anonymous callers with 401 and members with 403, storing nothing', async () => {
    const before = await count(app, 'users');
    expect((await app.client().post('/api/users', { name: 'Nope' })).status).toBe(401);
    const member = await app.demo();
    expect((await member.client.post('/api/users', { name: 'Nope' })).status).toBe(403);
    expect(await count(app, 'users')).toBe(before);
    const victim = await signUp(app, 'Still Here');
    expect((await member.client.delete(`/api/users/${victim.user.id}`)).status).toBe(403);
    expect(await count(app, 'users', 'id = ? and deleted_at is null', [victim.user.id])).toBe(1);
  });

  it('creates a member with e-mail and password who can then sign in, and deletes them with 204', async () => {
    const admin = await app.admin();
    const created = await admin.client.post('/api/users', {
      name: 'Hired Hand',
      email: 'hired@example.com',
      password: 'welcome',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Hired Hand', email: 'hired@example.com', isAdmin: false });
    const dup = await admin.client.post('/api/users', { name: 'Copy', email: 'HIRED@example.com' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('EMAIL_TAKEN');

    const hired = await signedIn(app, { email: 'hired@example.com', password: 'welcome' });
    expect((await admin.client.delete(`/api/users/${created.body.id}`)).status).toBe(204);
    expect((await hired.client.get('/api/auth/me')).status).toBe(401);
  });
});
