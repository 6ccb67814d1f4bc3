import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/test-app.ts';
import { callerAs, refusal, sessionMember } from '../../trpc/caller.test-helper.ts';
import { enroll } from '../auth/two-factor/two-factor.test-helper.ts';
import { sql } from '../tasks/task.test-helper.ts';
import { TOKENS_PER_MEMBER } from './access-token.service.ts';

const t = useTestApp();

/** A script's call: the token alone, no cookie, no anti-forgery header. */
async function withToken(app: TestApp, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(app.url + path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      // Not JSON and no X-Requested-With: what the anti-forgery check refuses from a browser.
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

async function newToken(client: TestApp['client'] extends () => infer C ? C : never, scope = 'read+write') {
  const res = await client.post('/api/tokens', { name: `Script ${scope}`, scope, expiresInDays: 30 });
  expect(res.status).toBe(201);
  return res.body as { id: string; token: string };
}

describe('creating, listing and revoking over REST', () => {
  it('shows the token once, stores only its hash and lists it without the secret', async () => {
    const { client, user } = await t.member();
    const res = await client.post('/api/tokens', {
      name: '  Nightly export ',
      scope: 'read',
      expiresInDays: 90,
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      token: expect.stringMatching(/^tmpat_[A-Za-z0-9_-]{43}$/),
      name: 'Nightly export',
      scope: 'read',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      lastUsedAt: null,
      projectIds: null,
    });
    const days = (Date.parse(res.body.expiresAt) - Date.parse(res.body.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    const [row] = await sql<{ secret_hash: string; user_id: string }>(
      t,
      'select secret_hash, user_id from access_tokens where id = ?',
      [res.body.id],
    );
    expect(row!.user_id).toBe(user.id);
    expect(row!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.secret_hash).not.toContain(res.body.token.slice(6));

    const { token, ...listed } = res.body;
    expect((await client.get('/api/tokens')).body).toEqual([listed]);
    expect(token).toBeTruthy();
  });

  it.each([
    ['an unknown scope', { name: 'x', scope: 'admin', expiresInDays: 30 }, 'VALIDATION_FAILED'],
    ['an expiry outside 30/90/365', { name: 'x', scope: 'read', expiresInDays: 7 }, 'VALIDATION_FAILED'],
    ['a missing expiry', { name: 'x', scope: 'read' }, 'VALIDATION_FAILED'],
    ['a blank name', { name: '  ', scope: 'read', expiresInDays: null }, 'NAME_REQUIRED'],
    ['a name with a line feed', { name: 'a\nb', scope: 'read', expiresInDays: null }, 'CONTROL_CHARACTERS'],
  ])('refuses %s with 400 and stores nothing', async (_what, body, code) => {
    const { client, user } = await t.member();
    const res = await client.post('/api/tokens', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(code);
    expect(await sql(t, 'select id from access_tokens where user_id = ?', [user.id])).toEqual([]);
  });

  it('answers 401 without a session and 404 for another member’s or a malformed id', async () => {
    expect((await t.client().get('/api/tokens')).status).toBe(401);
    const owner = await t.member();
    const other = await t.member();
    const { id } = await newToken(owner.client);
    expect((await other.client.delete(`/api/tokens/${id}`)).body.code).toBe('NOT_FOUND');
    expect((await other.client.delete('/api/tokens/not-a-uuid')).status).toBe(404);
    expect(await sql(t, 'select id from access_tokens where id = ?', [id])).toHaveLength(1);
  });

  it('a token without expiry never expires; a revoked token stops at once', async () => {
    const { client } = await t.member();
    const res = await client.post('/api/tokens', { name: 'Forever', scope: 'read', expiresInDays: null });
    expect(res.body.expiresAt).toBeNull();
    expect((await withToken(t, res.body.token, 'GET', '/api/tasks')).status).toBe(200);
    expect((await client.delete(`/api/tokens/${res.body.id}`)).status).toBe(204);
    const after = await withToken(t, res.body.token, 'GET', '/api/tasks');
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('TOKEN_INVALID');
    expect((await client.get('/api/tokens')).body).toEqual([]);
  });
});

describe('calling the API with a token', () => {
  it('a read+write token reads and writes as its member, with no anti-forgery header', async () => {
    const { client, user } = await t.member();
    const { token } = await newToken(client);
    const created = await withToken(t, token, 'POST', '/api/tasks', { title: 'From a script' });
    expect(created.status).toBe(201);
    expect(created.body.ownerId).toBe(user.id);
    const read = await withToken(t, token, 'GET', `/api/tasks/${created.body.id}`);
    expect(read.body.title).toBe('From a script');
    // tRPC too: a query over GET and a mutation over POST.
    const me = await withToken(t, token, 'GET', '/trpc/auth.me');
    expect(me.body.result.data.id).toBe(user.id);
    const renamed = await withToken(t, token, 'POST', '/trpc/tasks.update', {
      id: created.body.id,
      title: 'Renamed by a script',
      version: created.body.version,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.result.data.title).toBe('Renamed by a script');
  });

  it('a read token gets 403 TOKEN_READ_ONLY on every write, REST and tRPC, and nothing changes', async () => {
    const { client, user } = await t.member();
    const { token } = await newToken(client, 'read');
    expect((await withToken(t, token, 'GET', '/api/tasks')).status).toBe(200);
    expect((await withToken(t, token, 'GET', '/trpc/auth.me')).status).toBe(200);
    for (const [method, path] of [
      ['POST', '/api/tasks'],
      ['PATCH', '/api/users/me'],
      ['DELETE', '/api/tokens/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await withToken(t, token, method, path, method === 'DELETE' ? undefined : { title: 'x' });
      expect([method, res.status, res.body.code]).toEqual([method, 403, 'TOKEN_READ_ONLY']);
    }
    const mutation = await withToken(t, token, 'POST', '/trpc/tasks.create', { title: 'x' });
    expect(mutation.status).toBe(403);
    expect(mutation.body.error.data.appCode).toBe('TOKEN_READ_ONLY');
    expect(await sql(t, 'select id from tasks where owner_id = ?', [user.id])).toEqual([]);
  });

  it('keeps the member’s own permissions: a member’s token is refused admin paths', async () => {
    const { client } = await t.member();
    const { token } = await newToken(client);
    const res = await withToken(t, token, 'POST', '/api/admin/users', { name: 'Nope' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });

  it('an unknown token is a 401, never a fall-back to the cookie sent with it', async () => {
    const { client } = await t.demo();
    const res = await client.get('/api/tasks', { authorization: 'Bearer tmpat_unknown' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_INVALID');
  });

  it('with a cookie and a bearer, the cookie is not used: a form-like write acts as the token’s member', async () => {
    const demo = await t.demo();
    const scripted = await t.member();
    const { token } = await newToken(scripted.client, 'read');
    // A cookie-authenticated request without anti-forgery is refused; adding a read
    // token does not turn it into the cookie member's write.
    const res = await fetch(`${t.url}/api/tasks`, {
      method: 'POST',
      headers: {
        cookie: demo.client.cookieHeader,
        authorization: `Bearer ${token}`,
        'content-type': 'text/plain',
      },
      body: JSON.stringify({ title: 'forged' }),
    });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('TOKEN_READ_ONLY');
    expect(await sql(t, `select id from tasks where title = 'forged'`)).toEqual([]);
  });

  it('an expired token is refused', async () => {
    const { client } = await t.member();
    const { id, token } = await newToken(client);
    await sql(t, `update access_tokens set expires_at = now() - interval '1 second' where id = ?`, [id]);
    const res = await withToken(t, token, 'GET', '/api/tasks');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('TOKEN_INVALID');
  });

  it('a deleted member’s tokens stop at once', async () => {
    const admin = await t.admin();
    const { client, user } = await t.member();
    const { token } = await newToken(client);
    expect((await withToken(t, token, 'GET', '/api/tasks')).status).toBe(200);
    expect((await admin.client.delete(`/api/admin/users/${user.id}`)).status).toBe(204);
    expect((await withToken(t, token, 'GET', '/api/tasks')).status).toBe(401);
  });

  it('records the last use at most once a minute', async () => {
    const { client } = await t.member();
    const { id, token } = await newToken(client);
    await withToken(t, token, 'GET', '/api/tasks');
    const lastUsed = async () =>
      (
        await sql<{ ms: number | null }>(
          t,
          'select (extract(epoch from last_used_at) * 1000)::float8 as ms from access_tokens where id = ?',
          [id],
        )
      )[0]!.ms;
    const first = await lastUsed();
    expect(first).toEqual(expect.any(Number));
    await withToken(t, token, 'GET', '/api/tasks');
    expect(await lastUsed()).toBe(first);
    // Older than a minute: the next use writes it again.
    await sql(t, `update access_tokens set last_used_at = now() - interval '2 minutes' where id = ?`, [id]);
    await withToken(t, token, 'GET', '/api/tasks');
    const third = (await lastUsed())!;
    expect(third).toBeGreaterThan(first!);
    const listed = (await client.get('/api/tokens')).body[0];
    expect(Date.parse(listed.lastUsedAt)).toBe(Math.floor(third));
  });
});

describe('tRPC tokens.*', () => {
  it('creates, lists and revokes like REST', async () => {
    const { user } = await t.member();
    const as = callerAs(t, await sessionMember(t, user.id));
    const created = await as.tokens.create({ name: 'Typed', scope: 'read+write', expiresInDays: 365 });
    expect(created.token).toMatch(/^tmpat_/);
    const { token: _secret, ...listed } = created;
    expect(await as.tokens.list()).toEqual([listed]);
    expect(await refusal(as.tokens.create({ name: 'x', scope: 'read', expiresInDays: 1 as 30 }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    const other = callerAs(t, await sessionMember(t, (await t.member()).user.id));
    expect(await refusal(other.tokens.revoke({ id: created.id }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    await as.tokens.revoke({ id: created.id });
    expect(await as.tokens.list()).toEqual([]);
    expect(await refusal(callerAs(t, null).tokens.list())).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
  });
});

describe('what creating a token takes', () => {
  it(`caps a member’s live tokens at ${TOKENS_PER_MEMBER}: the next is 409 TOKEN_LIMIT, an expired one does not count`, async () => {
    const { client, user } = await t.member();
    const as = callerAs(t, await sessionMember(t, user.id));
    for (let i = 0; i < TOKENS_PER_MEMBER; i++) {
      await as.tokens.create({ name: `Script ${i}`, scope: 'read', expiresInDays: 30 });
    }
    const refused = await client.post('/api/tokens', {
      name: 'One too many',
      scope: 'read',
      expiresInDays: 30,
    });
    expect([refused.status, refused.body.code]).toEqual([409, 'TOKEN_LIMIT']);
    expect(await refusal(as.tokens.create({ name: 'Typed', scope: 'read', expiresInDays: 30 }))).toEqual({
      status: 409,
      code: 'TOKEN_LIMIT',
    });
    const [row] = await sql<{ n: number }>(
      t,
      'select count(*)::int as n from access_tokens where user_id = ?',
      [user.id],
    );
    expect(row!.n).toBe(TOKENS_PER_MEMBER);
    await sql(
      t,
      `update access_tokens set expires_at = now() - interval '1 second'
        where id = (select id from access_tokens where user_id = ? order by created_at limit 1)`,
      [user.id],
    );
    expect(
      (await client.post('/api/tokens', { name: 'In its place', scope: 'read', expiresInDays: 30 })).status,
    ).toBe(201);
  });

  it('records token.created and token.revoked in the audit log, never the secret', async () => {
    const admin = await t.admin();
    const { client, user } = await t.member();
    const created = await client.post('/api/tokens', { name: 'Audited', scope: 'read', expiresInDays: 90 });
    expect((await client.delete(`/api/tokens/${created.body.id}`)).status).toBe(204);
    const res = await admin.client.get(`/api/admin/audit?kind=token.&actor=${user.id}`);
    expect(res.status).toBe(200);
    const entries = res.body.entries as {
      kind: string;
      targetType: string;
      targetId: string;
      details: object;
    }[];
    expect(entries.map((e) => [e.kind, e.targetType, e.targetId])).toEqual([
      ['token.revoked', 'token', created.body.id],
      ['token.created', 'token', created.body.id],
    ]);
    expect(entries[1]!.details).toEqual({
      name: 'Audited',
      scope: 'read',
      expiresAt: created.body.expiresAt,
      projectIds: null,
    });
    expect(entries[0]!.details).toEqual({ name: 'Audited' });
    expect(JSON.stringify(res.body)).not.toContain(created.body.token.slice(6));
  });

  it('while an admin requires 2FA, a member without a second factor gets 403 TWO_FACTOR_REQUIRED_BY_ADMIN', async () => {
    const admin = await t.admin();
    const without = await t.member();
    const withIt = await t.member();
    await enroll(withIt.client);
    const asWithout = callerAs(t, await sessionMember(t, without.user.id));
    expect((await admin.client.put('/api/admin/two-factor', { required: true })).status).toBe(200);
    try {
      const refused = await without.client.post('/api/tokens', {
        name: 'x',
        scope: 'read',
        expiresInDays: 30,
      });
      expect([refused.status, refused.body.code]).toEqual([403, 'TWO_FACTOR_REQUIRED_BY_ADMIN']);
      expect(await refusal(asWithout.tokens.create({ name: 'x', scope: 'read', expiresInDays: 30 }))).toEqual(
        {
          status: 403,
          code: 'TWO_FACTOR_REQUIRED_BY_ADMIN',
        },
      );
      expect(await sql(t, 'select id from access_tokens where user_id = ?', [without.user.id])).toEqual([]);
      expect(
        (await withIt.client.post('/api/tokens', { name: 'y', scope: 'read', expiresInDays: 30 })).status,
      ).toBe(201);
    } finally {
      await admin.client.put('/api/admin/two-factor', { required: false });
    }
    expect(
      (await without.client.post('/api/tokens', { name: 'z', scope: 'read', expiresInDays: 30 })).status,
    ).toBe(201);
  });
});

const rateLimitSetups: [string, Record<string, string>][] = [
  ['in-process', {}],
  ...(process.env.TEST_REDIS_URL
    ? [['through Redis', { REDIS_URL: process.env.TEST_REDIS_URL }] as [string, Record<string, string>]]
    : []),
];

describe.each(rateLimitSetups)('rate limit per token (%s)', (_how, env) => {
  const limited = useTestApp({ TOKEN_RATE_LIMIT_PER_MINUTE: '3', ...env });

  it('answers 429 with Retry-After past the limit, per token', async () => {
    const { client } = await limited.member();
    const a = await newToken(client);
    const b = await newToken(client);
    // A minute's window may end between calls; the count then starts again, so the
    // calls go until the first refusal, which must come by the 4th call of a window.
    let refused: Awaited<ReturnType<typeof withToken>> | null = null;
    for (let i = 0; i < 8 && !refused; i++) {
      const res = await withToken(limited, a.token, 'GET', '/api/tasks');
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(200);
    }
    expect(refused?.body.code).toBe('RATE_LIMITED');
    const retryAfter = Number(refused?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another token of the same member has its own count.
    expect((await withToken(limited, b.token, 'GET', '/api/tasks')).status).toBe(200);
  });
});
