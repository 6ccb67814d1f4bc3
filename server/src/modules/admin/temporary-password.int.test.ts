import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { trpc, trpcError } from '../tasks/task.test-helper.ts';
import { signUp, sql } from '../users/accounts.test-helper.ts';

// A temporary password an admin set is changed before anything else, and the
// server holds to it: not only the screens.
const app = useTestApp();

async function withTemporaryPassword(name: string) {
  const member = await signUp(app, name);
  const admin = await app.admin();
  const set = await admin.client.post(`/api/admin/users/${member.user.id}/temporary-password`, {
    password: 'handed-over-1',
  });
  expect(set.status).toBe(204);
  const client = app.client();
  const user = await client.signIn(member.email, 'handed-over-1');
  expect(user.mustChangePassword).toBe(true);
  return { ...member, client };
}

const refusal = (res: { status: number; body: { code?: string } }) => [res.status, res.body.code];

describe('a session signed in with a temporary password', () => {
  it('is refused every REST and tRPC call but its own account, the change and signing out', async () => {
    const m = await withTemporaryPassword('Temporary Tess');
    expect(refusal(await m.client.get('/api/tasks'))).toEqual([403, 'PASSWORD_CHANGE_REQUIRED']);
    expect(refusal(await m.client.post('/api/tasks', { title: 'Not yet' }))).toEqual([
      403,
      'PASSWORD_CHANGE_REQUIRED',
    ]);
    expect(refusal(await m.client.post('/api/tokens', { name: 'Script', scope: 'read' }))).toEqual([
      403,
      'PASSWORD_CHANGE_REQUIRED',
    ]);
    expect(trpcError(await trpc.query(m.client, 'tasks.list'))).toEqual({
      status: 403,
      code: 'PASSWORD_CHANGE_REQUIRED',
    });
    // Each call of a batch on its own.
    const batch = await m.client.get('/trpc/auth.me,tasks.list?batch=1&input=%7B%7D');
    expect(batch.body[0].result.data.id).toBe(m.user.id);
    expect(batch.body[1].error.data.appCode).toBe('PASSWORD_CHANGE_REQUIRED');
    expect(await sql(app, 'select id from tasks where title = ?', ['Not yet'])).toEqual([]);

    // What the change form needs.
    expect((await m.client.get('/api/auth/me')).body.user.mustChangePassword).toBe(true);
    expect((await trpc.query(m.client, 'auth.me')).status).toBe(200);
    expect((await m.client.get('/api/config')).status).toBe(200);
    const changed = await m.client.patch('/api/auth/change-password', {
      currentPassword: 'handed-over-1',
      newPassword: 'all-mine-1',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.user.mustChangePassword).toBe(false);
    expect((await m.client.get('/api/tasks')).status).toBe(200);
    expect((await trpc.query(m.client, 'tasks.list')).status).toBe(200);
  });

  it('may change it through tRPC and sign out', async () => {
    const m = await withTemporaryPassword('Temporary Theo');
    const changed = await trpc.mutate(m.client, 'auth.changePassword', {
      currentPassword: 'handed-over-1',
      newPassword: 'all-mine-2',
    });
    expect(changed.status).toBe(200);
    expect((await trpc.query(m.client, 'tasks.list')).status).toBe(200);

    const again = await withTemporaryPassword('Temporary Tina');
    expect((await again.client.post('/api/auth/logout', {})).status).toBe(204);
    expect((await again.client.get('/api/auth/me')).status).toBe(401);
  });

  it('refuses the access tokens of the account until the password is changed', async () => {
    const m = await signUp(app, 'Temporary Tom');
    const created = await m.client.post('/api/tokens', { name: 'Script', scope: 'read', expiresInDays: 30 });
    expect(created.status).toBe(201);
    const withToken = () => app.client().get('/api/tasks', { authorization: `Bearer ${created.body.token}` });
    expect((await withToken()).status).toBe(200);
    // The flag as an admin's temporary password leaves it (whatever else that ends).
    await sql(app, 'update users set must_change_password = true where id = ?', [m.user.id]);
    expect(refusal(await withToken())).toEqual([403, 'PASSWORD_CHANGE_REQUIRED']);
    await sql(app, 'update users set must_change_password = false where id = ?', [m.user.id]);
    expect((await withToken()).status).toBe(200);
  });
});
