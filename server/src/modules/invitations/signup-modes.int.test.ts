import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app.ts';
import { count, DEMO, sql } from '../users/accounts.test-helper.ts';

// SIGNUP=closed and SIGNUP=invite without an invitation: nobody signs up, by REST or tRPC.
const closed = useTestApp({ SIGNUP: 'closed' });
const invite = useTestApp({ SIGNUP: 'invite' });

const newcomer = { name: 'Newcomer', email: 'newcomer@example.com', password: 'secret1' };

describe('SIGNUP=closed', () => {
  it('refuses registration with 403 SIGNUP_CLOSED and creates nobody', async () => {
    const before = await count(closed, 'users');
    const rest = await closed.client().post('/api/auth/register', newcomer);
    expect(rest.status).toBe(403);
    expect(rest.body.code).toBe('SIGNUP_CLOSED');
    const trpc = await closed.client().post('/trpc/auth.register', newcomer);
    expect(trpc.status).toBe(403);
    expect(trpc.body.error.data.appCode).toBe('SIGNUP_CLOSED');
    expect(await count(closed, 'users')).toBe(before);
  });

  it('refuses even a sign-up that carries an invitation token', async () => {
    const res = await closed.client().post('/api/auth/register', { ...newcomer, invitation: 'x'.repeat(43) });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('SIGNUP_CLOSED');
  });

  it('lets no admin invite, and tells the login page sign-up is closed', async () => {
    const admin = await closed.admin();
    const res = await admin.client.post('/api/admin/invitations', { email: 'someone@example.com' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('SIGNUP_CLOSED');
    expect(await count(closed, 'invitations')).toBe(0);
    expect((await closed.client().get('/api/config')).body.signup).toBe('closed');
  });
});

/**
 * Name-only login creates an account only when sign-up is open; an account it
 * created before still signs in by name (DESIGN: name-only login, sign-up).
 */
async function expectNameOnlyLoginCreatesNobody(app: TestApp, code: string) {
  const [walkIn] = await sql<{ id: string }>(
    app,
    "insert into users (name, origin, name_only_login) values ('Earlier Walk-in', 'name_only', true) returning id",
  );
  const users = await count(app, 'users');
  const sessions = await count(app, 'sessions');
  const rest = await app.client().post('/api/auth/login', { name: 'Brand New Walk-in' });
  expect(rest.status).toBe(403);
  expect(rest.body.code).toBe(code);
  const trpc = await app.client().post('/trpc/auth.login', { name: 'Another New Walk-in' });
  expect(trpc.status).toBe(403);
  expect(trpc.body.error.data.appCode).toBe(code);
  expect(await count(app, 'users')).toBe(users);
  expect(await count(app, 'sessions')).toBe(sessions);

  const existing = await app.client().post('/api/auth/login', { name: 'earlier walk-in' });
  expect(existing.status).toBe(200);
  expect(existing.body.user.id).toBe(walkIn!.id);
}

describe('name-only login outside open sign-up', () => {
  it('SIGNUP=closed: a new name is refused with 403 SIGNUP_CLOSED, an earlier name-only account signs in', () =>
    expectNameOnlyLoginCreatesNobody(closed, 'SIGNUP_CLOSED'));

  it('SIGNUP=invite: a new name is refused with 403 INVITATION_REQUIRED, an earlier name-only account signs in', () =>
    expectNameOnlyLoginCreatesNobody(invite, 'INVITATION_REQUIRED'));
});

describe('SIGNUP=invite', () => {
  it('refuses a registration without an invitation with 403 INVITATION_REQUIRED, by REST and tRPC', async () => {
    const before = await count(invite, 'users');
    const rest = await invite.client().post('/api/auth/register', newcomer);
    expect(rest.status).toBe(403);
    expect(rest.body.code).toBe('INVITATION_REQUIRED');
    const trpc = await invite.client().post('/trpc/auth.register', newcomer);
    expect(trpc.status).toBe(403);
    expect(trpc.body.error.data.appCode).toBe('INVITATION_REQUIRED');
    expect(await count(invite, 'users')).toBe(before);
    expect((await invite.client().get('/api/config')).body.signup).toBe('invite');
  });

  it('still lets existing accounts sign in', async () => {
    expect((await invite.client().post('/api/auth/login', DEMO)).status).toBe(200);
  });
});
