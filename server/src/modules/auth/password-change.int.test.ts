import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { trpc } from '../tasks/task.test-helper.ts';
import { signedIn, signUp, sql } from '../users/accounts.test-helper.ts';

const app = useTestApp();

const passwordHash = async (id: string) =>
  (await sql<{ password_hash: string | null }>(app, 'select password_hash from users where id = ?', [id]))[0]!
    .password_hash;

describe('PATCH /api/auth/change-password', () => {
  it('answers 401 without a session', async () => {
    const res = await app.client().patch('/api/auth/change-password', { newPassword: 'abcdef' });
    expect(res.status).toBe(401);
  });

  it("refuses another user's id with 403 and changes nothing", async () => {
    const ann = await signUp(app, 'Ann');
    const bob = await signUp(app, 'Bob');
    const before = await passwordHash(bob.user.id);
    const res = await ann.client.patch('/api/auth/change-password', {
      userId: bob.user.id,
      currentPassword: ann.password,
      newPassword: 'takeover',
    });
    expect(res.status).toBe(403);
    expect(await passwordHash(bob.user.id)).toBe(before);
  });

  it.each([
    [{ newPassword: 'newpass' }, 400, 'WRONG_PASSWORD'],
    [{ currentPassword: 'not it', newPassword: 'newpass' }, 400, 'WRONG_PASSWORD'],
    [{ currentPassword: 'secret1', newPassword: 'ab' }, 400, 'PASSWORD_TOO_SHORT'],
    [{ currentPassword: 'secret1', newPassword: 'newpass', extra: 1 }, 400, 'VALIDATION_FAILED'],
  ])('refuses %j with %i %s and keeps the old password', async (body, status, code) => {
    const me = await signUp(app, 'Careful', 'secret1');
    const before = await passwordHash(me.user.id);
    const res = await me.client.patch('/api/auth/change-password', { userId: me.user.id, ...body });
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
    expect(await passwordHash(me.user.id)).toBe(before);
  });

  it('changes the password and ends the other sessions, keeping the one in use', async () => {
    const me = await signUp(app, 'Mover', 'secret1');
    const otherBrowser = app.client();
    await otherBrowser.signIn(me.email, 'secret1');

    const res = await me.client.patch('/api/auth/change-password', {
      userId: me.user.id,
      currentPassword: 'secret1',
      newPassword: 'fresh-secret',
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: me.user.id, hasPassword: true });

    expect((await me.client.get('/api/auth/me')).status).toBe(200);
    expect((await otherBrowser.get('/api/auth/me')).status).toBe(401);
    expect(
      (await app.client().post('/api/auth/login', { email: me.email, password: 'secret1' })).status,
    ).toBe(401);
    expect(
      (await app.client().post('/api/auth/login', { email: me.email, password: 'fresh-secret' })).status,
    ).toBe(200);
  });

  it('keeps access tokens unless asked: with revokeTokens (REST or tRPC) they stop at once', async () => {
    const me = await signUp(app, 'Scripter', 'secret1');
    const tokenOf = async () =>
      (await me.client.post('/api/tokens', { name: 'Script', scope: 'read', expiresInDays: 30 })).body
        .token as string;
    const withToken = (token: string) => app.client().get('/api/tasks', { authorization: `Bearer ${token}` });
    const kept = await tokenOf();
    const change = (from: string, to: string, extra: object = {}) =>
      me.client.patch('/api/auth/change-password', { currentPassword: from, newPassword: to, ...extra });
    expect((await change('secret1', 'second-1')).status).toBe(200);
    expect((await withToken(kept)).status).toBe(200);

    expect((await change('second-1', 'third-1', { revokeTokens: true })).status).toBe(200);
    const refused = await withToken(kept);
    expect([refused.status, refused.body.code]).toEqual([401, 'TOKEN_INVALID']);
    const [audit] = await sql<{ details: unknown }>(
      app,
      `select details from audit_log where kind = 'token.revoked' and target_id = ?`,
      [me.user.id],
    );
    expect(audit!.details).toEqual({ count: 1, reason: 'password_changed' });

    const typed = await tokenOf();
    const res = await trpc.mutate(me.client, 'auth.changePassword', {
      currentPassword: 'third-1',
      newPassword: 'fourth-1',
      revokeTokens: true,
    });
    expect(res.status).toBe(200);
    expect((await withToken(typed)).status).toBe(401);
    expect(
      (await me.client.patch('/api/auth/change-password', { newPassword: 'x-secret', revokeTokens: 'yes' }))
        .status,
    ).toBe(400);
  });

  it('lets a member without a password set one without a current password', async () => {
    const client = app.client();
    const login = await client.post('/api/auth/login', { name: 'Passwordless Pat', avatar: '🐸' });
    expect(login.body.user.hasPassword).toBe(false);
    const res = await client.patch('/api/auth/change-password', {
      userId: login.body.user.id,
      currentPassword: '',
      newPassword: 'pat-secret',
    });
    expect(res.status).toBe(200);
    expect(res.body.user.hasPassword).toBe(true);
    // From now on the name alone no longer signs Pat in.
    expect((await app.client().post('/api/auth/login', { name: 'Passwordless Pat' })).status).toBe(401);
  });

  it('an admin cannot change the password of someone else either', async () => {
    const admin = await signedIn(app, { email: 'admin@example.com', password: 'admin123' });
    const victim = await signUp(app, 'Victim');
    const res = await admin.client.patch('/api/auth/change-password', {
      userId: victim.user.id,
      newPassword: 'admin-chosen',
    });
    expect(res.status).toBe(403);
  });
});
