import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { count, sessionToken, sql } from '../users/accounts.test-helper.ts';

// DESIGN (name-only login): an account an admin created gets a one-time link,
// valid 7 days and stored hashed, to set its password; the link signs its owner in.
const app = useTestApp();

const DAY_MS = 24 * 3600 * 1000;
const tokenOf = (path: string) => new URL(path, 'http://app.example').searchParams.get('token')!;

/** An admin creates a passwordless member; answers the member and the link's token. */
async function createdByAdmin(name: string, extra: Record<string, unknown> = {}) {
  const admin = await app.admin();
  const res = await admin.client.post('/api/admin/users', { name, ...extra });
  expect(res.status).toBe(201);
  return { admin, user: res.body, link: res.body.passwordLink, token: tokenOf(res.body.passwordLink.path) };
}

describe('the link an admin gets when creating a user', () => {
  it('comes with the creation, points at the set-password page, lasts 7 days and is stored hashed', async () => {
    const before = Date.now();
    const { user, link, token } = await createdByAdmin('Link Owner');
    expect(link.path).toMatch(/^\/set-password\?token=[\w-]{43}$/);
    const expiresAt = new Date(link.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);

    const rows = await sql<{ token_hash: string }>(
      app,
      'select token_hash from password_links where user_id = ?',
      [user.id],
    );
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
    const [origin] = await sql<{ origin: string }>(app, 'select origin from users where id = ?', [user.id]);
    expect(origin!.origin).toBe('admin');
  });

  it('is not made for a user created with a password', async () => {
    const admin = await app.admin();
    const res = await admin.client.post('/api/admin/users', {
      name: 'Has One',
      email: 'has.one@example.com',
      password: 'secret1',
    });
    expect(res.body.passwordLink).toBeNull();
    expect(await count(app, 'password_links', 'user_id = ?', [res.body.id])).toBe(0);
  });
});

describe('setting the password with the link', () => {
  it('tells the page whose link it is, then sets the password and sign-in address and signs them in', async () => {
    const { token } = await createdByAdmin('Newcomer');
    const lookup = await app.client().post('/api/auth/password-link', { token });
    expect(lookup.status).toBe(200);
    expect(lookup.body).toMatchObject({ name: 'Newcomer', email: null });

    const client = app.client();
    const res = await client.post('/api/auth/set-password', {
      token,
      password: 'chosen1',
      email: 'Newcomer@Example.com',
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      name: 'Newcomer',
      email: 'newcomer@example.com',
      hasPassword: true,
    });
    expect(sessionToken(client)).toBeTruthy();
    expect((await client.get('/api/auth/me')).body.user.name).toBe('Newcomer');
    expect(
      (await app.client().post('/api/auth/login', { email: 'newcomer@example.com', password: 'chosen1' }))
        .status,
    ).toBe(200);
  });

  it('works once: a used link is refused like an unknown one', async () => {
    const { token } = await createdByAdmin('Once Only');
    const first = await app
      .client()
      .post('/api/auth/set-password', { token, password: 'first1', email: 'once@example.com' });
    expect(first.status).toBe(200);
    for (const res of [
      await app.client().post('/api/auth/set-password', { token, password: 'second2' }),
      await app.client().post('/api/auth/password-link', { token }),
      await app.client().post('/api/auth/password-link', { token: 'no-such-token' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('PASSWORD_LINK_INVALID');
    }
    expect(
      (await app.client().post('/api/auth/login', { email: 'once@example.com', password: 'first1' })).status,
    ).toBe(200);
  });

  it('sets the password once when two submissions race', async () => {
    const { token } = await createdByAdmin('Double Click');
    const answers = await Promise.all(
      ['one111', 'two222'].map((password) =>
        app.client().post('/api/auth/set-password', { token, password, email: 'double@example.com' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
  });

  it('refuses an expired link', async () => {
    const { user, token } = await createdByAdmin('Too Late');
    await sql(app, "update password_links set expires_at = now() - interval '1 second' where user_id = ?", [
      user.id,
    ]);
    const res = await app
      .client()
      .post('/api/auth/set-password', { token, password: 'late12', email: 'late@example.com' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('PASSWORD_LINK_INVALID');
    expect(await count(app, 'users', 'id = ? and password_hash is null', [user.id])).toBe(1);
  });

  it.each([
    [{ password: 'ab', email: 'short@example.com' }, 'PASSWORD_TOO_SHORT'],
    [{ password: 'long-enough' }, 'EMAIL_PASSWORD_REQUIRED'],
    [{ password: 'long-enough', email: 'demo@example.com' }, 'EMAIL_TAKEN'],
    [{ password: 'long-enough', email: 'x@example.com', isAdmin: true }, 'VALIDATION_FAILED'],
  ])('refuses %j with %s, changes nothing and keeps the link usable', async (body, code) => {
    const { user, token } = await createdByAdmin(`Bad Input ${code}`);
    const res = await app.client().post('/api/auth/set-password', { token, ...body });
    expect(res.body.code).toBe(code);
    expect(res.status).toBe(code === 'EMAIL_TAKEN' ? 409 : 400);
    expect(await count(app, 'users', 'id = ? and password_hash is null and email is null', [user.id])).toBe(
      1,
    );
    expect((await app.client().post('/api/auth/password-link', { token })).status).toBe(200);
  });

  it('ends name-only login for the account (it never had it) and keeps its address when it has one', async () => {
    const { token } = await createdByAdmin('With Address', { email: 'with.address@example.com' });
    const lookup = await app.client().post('/api/auth/password-link', { token });
    expect(lookup.body.email).toBe('with.address@example.com');
    const other = await app
      .client()
      .post('/api/auth/set-password', { token, password: 'abc123', email: 'new@example.com' });
    expect(other.status).toBe(400);
    expect((await app.client().post('/api/auth/set-password', { token, password: 'abc123' })).status).toBe(
      200,
    );
    expect((await app.client().post('/api/auth/login', { name: 'With Address' })).status).toBe(401);
  });
});

describe('issuing a new link from the user administration', () => {
  it('gives a fresh link and ends the earlier one', async () => {
    const { admin, user, token: old } = await createdByAdmin('Lost Link');
    const res = await admin.client.post(`/api/admin/users/${user.id}/password-link`);
    expect(res.status).toBe(201);
    const fresh = tokenOf(res.body.path);
    expect(fresh).not.toBe(old);
    expect((await app.client().post('/api/auth/password-link', { token: old })).status).toBe(404);
    expect((await app.client().post('/api/auth/password-link', { token: fresh })).status).toBe(200);
  });

  it('is refused for an account with a password and for a name-only member', async () => {
    const admin = await app.admin();
    const [demo] = await sql<{ id: string }>(app, "select id from users where email = 'demo@example.com'");
    const walkIn = (await app.client().post('/api/auth/login', { name: 'Walks In' })).body.user;
    for (const id of [demo!.id, walkIn.id]) {
      const res = await admin.client.post(`/api/admin/users/${id}/password-link`);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('PASSWORD_LINK_NOT_ALLOWED');
      expect(await count(app, 'password_links', 'user_id = ?', [id])).toBe(0);
    }
  });

  it('is for admins only', async () => {
    const { user } = await createdByAdmin('Guarded');
    const member = await app.demo();
    const res = await member.client.post(`/api/admin/users/${user.id}/password-link`);
    expect(res.status).toBe(403);
    expect(await count(app, 'password_links', 'user_id = ?', [user.id])).toBe(1);
  });
});

describe('the same calls over tRPC', () => {
  it('admin.createUser, admin.issuePasswordLink, auth.passwordLink and auth.setPassword', async () => {
    const admin = await app.admin();
    const created = (await admin.client.post('/trpc/admin.createUser', { name: 'Via tRPC Link' })).body.result
      .data;
    expect(created.passwordLink.path).toContain('/set-password?token=');
    const issued = await admin.client.post('/trpc/admin.issuePasswordLink', { id: created.id });
    const token = tokenOf(issued.body.result.data.path);

    const client = app.client();
    const lookup = await client.post('/trpc/auth.passwordLink', { token });
    expect(lookup.body.result.data.name).toBe('Via tRPC Link');
    const set = await client.post('/trpc/auth.setPassword', {
      token,
      password: 'trpc12',
      email: 'via.trpc@example.com',
    });
    expect(set.body.result.data.email).toBe('via.trpc@example.com');
    expect(sessionToken(client)).toBeTruthy();
    const again = await client.post('/trpc/auth.setPassword', { token, password: 'trpc34' });
    expect(again.status).toBe(404);
    expect(again.body.error.data.appCode).toBe('PASSWORD_LINK_INVALID');
  });
});

describe('the link and the second factor', () => {
  it('while an admin requires a second factor, signs its owner into a session held to the enrollment', async () => {
    const { admin, token } = await createdByAdmin('Held By Rule');
    expect((await admin.client.put('/api/admin/two-factor', { required: true })).status).toBe(200);
    try {
      const client = app.client();
      const res = await client.post('/api/auth/set-password', {
        token,
        password: 'chosen1',
        email: 'held.by.rule@example.com',
      });
      expect(res.status).toBe(200);
      expect(res.body.user.twoFactorEnrollmentRequired).toBe(true);
      const tasks = await client.get('/api/tasks');
      expect([tasks.status, tasks.body.code]).toEqual([403, 'TWO_FACTOR_REQUIRED_BY_ADMIN']);
      expect((await client.post('/api/auth/2fa/setup')).status).toBe(200);
    } finally {
      await admin.client.put('/api/admin/two-factor', { required: false });
    }
  });

  it('asks an account with a second factor for its code before any session', async () => {
    const { user, token } = await createdByAdmin('Has A Factor');
    // Enrolled from a single sign-on session, say: the link's password does not skip it.
    await sql(
      app,
      "insert into user_two_factor (user_id, secret_sealed, enabled_at) values (?, 'v1.x', now())",
      [user.id],
    );
    const client = app.client();
    const res = await client.post('/api/auth/set-password', {
      token,
      password: 'chosen1',
      email: 'has.a.factor@example.com',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ twoFactorRequired: true, enrollmentRequired: false });
    expect(await count(app, 'sessions', 'user_id = ?', [user.id])).toBe(0);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await client.get('/api/tasks')).status).toBe(401);
  });
});
