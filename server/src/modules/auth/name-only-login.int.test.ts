import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { count, sql } from '../users/accounts.test-helper.ts';

// DESIGN (name-only login): a name alone signs in only an account name-only login
// created itself and that has since got neither a password nor admin rights.
const app = useTestApp();

const nameOnly = (name: string) => app.client().post('/api/auth/login', { name });

/** Tries the name, and proves the refusal is the same as any other and opened no session. */
async function expectRefused(name: string, userId: string) {
  const sessions = await count(app, 'sessions', 'user_id = ?', [userId]);
  const res = await nameOnly(name);
  expect(res.status).toBe(401);
  // One answer for every case: it must not tell an admin from an account with a password.
  expect(res.body).toEqual({ error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' });
  expect(res.headers.getSetCookie().some((c) => c.startsWith('tm_session=') && !/max-age=0/i.test(c))).toBe(
    false,
  );
  expect(await count(app, 'sessions', 'user_id = ?', [userId])).toBe(sessions);
}

describe('name-only login refuses every account it did not create itself', () => {
  it('refuses a member an admin created without a password', async () => {
    const admin = await app.admin();
    const created = await admin.client.post('/api/admin/users', { name: 'Made By Admin' });
    expect(created.status).toBe(201);
    await expectRefused('Made By Admin', created.body.id);
    await expectRefused(' made by admin ', created.body.id);
  });

  it('refuses an admin an admin created without a password', async () => {
    const admin = await app.admin();
    const created = await admin.client.post('/api/admin/users', { name: 'Second Admin', isAdmin: true });
    await expectRefused('Second Admin', created.body.id);
  });

  it('refuses the seeded admin and an account that registered with a password', async () => {
    await expectRefused('Admin', (await app.admin()).user.id);
    const [demo] = await sql<{ id: string }>(app, "select id from users where email = 'demo@example.com'");
    await expectRefused('Demo User', demo!.id);
  });

  it('refuses a passwordless account older than the rule (origin unknown)', async () => {
    // Rows that existed before the migration get its defaults: origin 'unknown', no name-only right.
    const [old] = await sql<{ id: string; origin: string }>(
      app,
      "insert into users (name) values ('Old Walk-in') returning id, origin",
    );
    expect(old!.origin).toBe('unknown');
    await expectRefused('Old Walk-in', old!.id);
  });

  it('refuses a deactivated name-only account, and makes no second account of that name', async () => {
    const first = await nameOnly('Gone Walk-in');
    expect(first.status).toBe(200);
    const admin = await app.admin();
    expect((await admin.client.post(`/api/admin/users/${first.body.user.id}/deactivate`)).status).toBe(204);
    const users = await count(app, 'users', 'true');
    await expectRefused('Gone Walk-in', first.body.user.id);
    expect(await count(app, 'users', 'true')).toBe(users);
  });

  it('keeps signing in the account it created, and records how it was made', async () => {
    const first = await nameOnly('Walk-in');
    expect(first.status).toBe(200);
    expect((await nameOnly('walk-in')).body.user.id).toBe(first.body.user.id);
    const [row] = await sql<{ origin: string }>(app, 'select origin from users where id = ?', [
      first.body.user.id,
    ]);
    expect(row!.origin).toBe('name_only');
  });

  it('stops for good once the account sets a password', async () => {
    const client = app.client();
    const user = (await client.post('/api/auth/login', { name: 'Soon Secured' })).body.user;
    const changed = await client.patch('/api/auth/change-password', { newPassword: 'secret1' });
    expect(changed.status).toBe(200);
    await expectRefused('Soon Secured', user.id);
  });

  it('stops for good once the account becomes admin, even after a demotion', async () => {
    const user = (await nameOnly('Promoted Walk-in')).body.user;
    const admin = await app.admin();
    expect((await admin.client.patch(`/api/admin/users/${user.id}/admin`, { isAdmin: true })).status).toBe(
      200,
    );
    await expectRefused('Promoted Walk-in', user.id);
    expect((await admin.client.patch(`/api/admin/users/${user.id}/admin`, { isAdmin: false })).status).toBe(
      200,
    );
    await expectRefused('Promoted Walk-in', user.id);
  });

  it('signs in its own account even when an admin later made another of that name', async () => {
    const own = (await nameOnly('Shared Name')).body.user;
    const admin = await app.admin();
    expect((await admin.client.post('/api/admin/users', { name: 'Shared Name' })).status).toBe(201);
    const again = await nameOnly('Shared Name');
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(own.id);
  });
});

describe('name-only accounts and the second factor', () => {
  it('refuses a name-only account two-factor enrollment, over REST and tRPC', async () => {
    const client = app.client();
    expect((await client.post('/api/auth/login', { name: 'No Second Factor' })).status).toBe(200);
    const setup = await client.post('/api/auth/2fa/setup');
    expect([setup.status, setup.body.code]).toEqual([409, 'TWO_FACTOR_NOT_FOR_NAME_ONLY']);
    const typed = await client.post('/trpc/twoFactor.setup', {});
    expect([typed.status, typed.body.error.data.appCode]).toEqual([409, 'TWO_FACTOR_NOT_FOR_NAME_ONLY']);
    expect(await count(app, 'user_two_factor', 'true')).toBe(0);
  });

  it('refuses name-only login to an account that already has a second factor', async () => {
    const user = (await nameOnly('Guarded Walk-in')).body.user;
    // Enrolled before enrollment was refused to such accounts.
    await sql(
      app,
      "insert into user_two_factor (user_id, secret_sealed, enabled_at) values (?, 'v1.x', now())",
      [user.id],
    );
    await expectRefused('Guarded Walk-in', user.id);
  });

  it('refuses name-only login while an admin requires a second factor, and creates no account', async () => {
    const admin = await app.admin();
    expect((await admin.client.put('/api/admin/two-factor', { required: true })).status).toBe(200);
    try {
      const existing = await count(app, 'users', 'true');
      for (const name of ['Walk-in', 'Brand New Walk-in']) {
        const res = await nameOnly(name);
        expect([res.status, res.body.code]).toEqual([403, 'TWO_FACTOR_REQUIRED_BY_ADMIN']);
        expect(res.headers.getSetCookie().some((c) => /^tm_session=[^;]/.test(c))).toBe(false);
      }
      expect(await count(app, 'users', 'true')).toBe(existing);
    } finally {
      await admin.client.put('/api/admin/two-factor', { required: false });
    }
  });
});
