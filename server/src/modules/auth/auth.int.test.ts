import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { count, DEMO, sessionToken, signUp } from '../users/accounts.test-helper.ts';

const app = useTestApp();

describe('sign-up', () => {
  it('creates the account, signs it in and answers the user without any password hash', async () => {
    const client = app.client();
    const res = await client.post('/api/auth/register', {
      name: '  Ada  ',
      email: ' Ada@Example.COM ',
      password: 'abc',
      avatar: '🦊',
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      name: 'Ada',
      email: 'ada@example.com',
      avatar: '🦊',
      isAdmin: false,
      hasPassword: true,
      notifyOnAssign: true,
      notifyOnComplete: true,
      notifyOnComment: true,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|passwordHash/);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('tm_session='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    expect((await client.get('/api/auth/me')).body.user.email).toBe('ada@example.com');
  });

  it('refuses an e-mail already in use, whatever its case, and stores nothing', async () => {
    const before = await count(app, 'users');
    const res = await app.client().post('/api/auth/register', {
      name: 'Other',
      email: 'DEMO@example.com',
      password: 'abcdef',
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('EMAIL_TAKEN');
    expect(await count(app, 'users')).toBe(before);
  });

  it.each([
    [{ email: 'x@example.com', password: 'abc' }, 'NAME_REQUIRED'],
    [{ name: '   ', email: 'x@example.com', password: 'abc' }, 'NAME_REQUIRED'],
    [{ name: 'X', password: 'abc' }, 'EMAIL_PASSWORD_REQUIRED'],
    [{ name: 'X', email: 'x@example.com' }, 'EMAIL_PASSWORD_REQUIRED'],
    [{ name: 'X', email: 'x@example.com', password: 'ab' }, 'PASSWORD_TOO_SHORT'],
    [{ name: 'X', email: 'not-an-address', password: 'abc' }, 'INVALID_EMAIL'],
    [{ name: 'X'.repeat(101), email: 'x@example.com', password: 'abc' }, 'VALIDATION_FAILED'],
    [{ name: 'X', email: 'x@example.com', password: 'abc', isAdmin: true }, 'VALIDATION_FAILED'],
  ])('answers 400 for %j with code %s and stores nothing', async (body, code) => {
    const before = { users: await count(app, 'users'), sessions: await count(app, 'sessions') };
    const res = await app.client().post('/api/auth/register', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(res.body.error).toBeTruthy();
    expect({ users: await count(app, 'users'), sessions: await count(app, 'sessions') }).toEqual(before);
  });
});

describe('login', () => {
  it('answers { user } for the right password and refuses a wrong one with 401', async () => {
    const client = app.client();
    const ok = await client.post('/api/auth/login', { ...DEMO, name: '', avatar: '' });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ email: DEMO.email, name: 'Demo User', isAdmin: false });

    const wrong = await app.client().post('/api/auth/login', { email: DEMO.email, password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
    const unknown = await app
      .client()
      .post('/api/auth/login', { email: 'nobody@example.com', password: 'x' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe('INVALID_CREDENTIALS');
  });

  it.each([{}, { email: 'demo@example.com' }, { password: 'x' }, { email: '', password: '', name: '' }])(
    'answers 400 EMAIL_PASSWORD_REQUIRED for %j',
    async (body) => {
      const res = await app.client().post('/api/auth/login', body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('EMAIL_PASSWORD_REQUIRED');
    },
  );

  it('gives a new session id at every login and ends the one the browser held', async () => {
    const client = app.client();
    await client.signIn(DEMO.email, DEMO.password);
    const first = sessionToken(client)!;
    await client.signIn(DEMO.email, DEMO.password);
    const second = sessionToken(client)!;
    expect(second).not.toBe(first);

    const stale = app.client();
    const res = await stale.get('/api/auth/me', { cookie: `tm_session=${first}` });
    expect(res.status).toBe(401);
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });
});

describe('me and logout', () => {
  it('answers 401 without a session', async () => {
    const res = await app.client().get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('logout answers 204, deletes the server session and clears the cookie', async () => {
    const { client, user } = await signUp(app, 'Leaving Soon');
    const token = sessionToken(client)!;
    expect(await count(app, 'sessions', 'user_id = ?', [user.id])).toBe(1);

    const res = await client.post('/api/auth/logout');
    expect(res.status).toBe(204);
    expect(sessionToken(client)).toBeUndefined();
    expect(await count(app, 'sessions', 'user_id = ?', [user.id])).toBe(0);
    // The old token, replayed, opens nothing.
    const replay = await app.client().get('/api/auth/me', { cookie: `tm_session=${token}` });
    expect(replay.status).toBe(401);
  });
});

describe('name-only login (on in this configuration)', () => {
  it('creates the passwordless member once, then finds them again by name', async () => {
    const first = await app.client().post('/api/auth/login', { name: 'Casey', avatar: '🐼' });
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ name: 'Casey', avatar: '🐼', email: null, hasPassword: false });
    const again = await app.client().post('/api/auth/login', { name: ' casey ', avatar: '' });
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(first.body.user.id);
    expect(await count(app, 'users', "lower(name) = 'casey'")).toBe(1);
  });

  it('refuses a name held by a user with a password', async () => {
    const res = await app.client().post('/api/auth/login', { name: 'Demo User' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('INVALID_CREDENTIALS');
  });

  it('answers NAME_REQUIRED for an empty name', async () => {
    const res = await app.client().post('/api/auth/login', { name: '  ', avatar: '🐼' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('NAME_REQUIRED');
  });
});
