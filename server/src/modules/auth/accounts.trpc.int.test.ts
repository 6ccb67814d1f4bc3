import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { callerAs, refusal, sessionMember } from '../../trpc/caller.test-helper.ts';
import { count, DEMO, sessionToken } from '../users/accounts.test-helper.ts';

// The tRPC procedures are the same services as the REST paths. Sign-in tests go
// through /trpc over HTTP to prove the adapter sets cookies and maps errors; the
// rules are called directly (trpc/caller.test-helper.ts).
const app = useTestApp();

describe('accounts over tRPC', () => {
  it('auth.login sets a fresh session cookie and auth.me answers the user', async () => {
    const client = app.client();
    const res = await client.post('/trpc/auth.login', DEMO);
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject({ email: DEMO.email, isAdmin: false });
    expect(sessionToken(client)).toBeTruthy();
    const me = await client.get('/trpc/auth.me');
    expect(me.body.result.data.email).toBe(DEMO.email);

    await client.post('/trpc/auth.logout');
    expect(sessionToken(client)).toBeUndefined();
    expect((await client.get('/trpc/auth.me')).status).toBe(401);
  });

  it('auth.login refuses a wrong password with UNAUTHORIZED and the stable code', async () => {
    const res = await app.client().post('/trpc/auth.login', { email: DEMO.email, password: 'wrong' });
    expect(res.status).toBe(401);
    expect(res.body.error.data.appCode).toBe('INVALID_CREDENTIALS');
  });

  it('users.list answers the team; admin calls are refused to members', async () => {
    const member = callerAs(app, await sessionMember(app, (await app.demo()).user.id));
    expect((await member.users.list()).map((u) => u.name)).toContain('Admin');

    const before = await count(app, 'users');
    expect(await refusal(member.admin.createUser({ name: 'Nope' }))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(await count(app, 'users')).toBe(before);
  });

  it('admin.createUser, admin.setAdmin and admin.deleteUser work for an admin, never on themself', async () => {
    const adminId = (await app.admin()).user.id;
    const admin = callerAs(app, await sessionMember(app, adminId));
    const { id } = await admin.admin.createUser({ name: 'Via tRPC', avatar: '🐙' });
    expect((await admin.admin.setAdmin({ id, isAdmin: true })).isAdmin).toBe(true);
    expect(await refusal(admin.admin.deleteUser({ id: adminId }))).toEqual({
      status: 403,
      code: 'CANNOT_ACT_ON_SELF',
    });
    await admin.admin.deleteUser({ id });
    expect(await count(app, 'users', 'id = ? and deleted_at is not null', [id])).toBe(1);
  });

  it('users.updateProfile refuses unknown keys with 400 and stores nothing', async () => {
    const member = await app.demo();
    const res = await member.client.post('/trpc/users.updateProfile', { id: member.user.id, isAdmin: true });
    expect(res.status).toBe(400);
    expect(await count(app, 'users', 'id = ? and not is_admin', [member.user.id])).toBe(1);
  });
});
