import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app.ts';
import type { TestClient } from '../../../../test/test-client.ts';
import { connectSocket, eventually } from '../../../../test/test-socket.ts';
import { sql, trpc, trpcData, trpcError } from '../../tasks/task.test-helper.ts';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const t = useTestApp();

/** One member signed in from two browsers: a Firefox on Linux (the one we use) and a Chrome on a Mac. */
async function twoBrowsers(name: string) {
  const m = await t.member(name);
  const [row] = await sql<{ email: string }>(t, 'select email from users where id = ?', [m.user.id]);
  const signIn = async (ua: string) => {
    const client = t.client();
    const res = await client.post(
      '/api/auth/login',
      { email: row!.email, password: 'secret123' },
      {
        'user-agent': ua,
      },
    );
    expect(res.status).toBe(200);
    return client;
  };
  return { ...m, firefox: await signIn(FIREFOX_LINUX), chrome: await signIn(CHROME_MAC) };
}

const list = async (client: TestClient) => {
  const res = await client.get('/api/auth/sessions');
  expect(res.status).toBe(200);
  return res.body as {
    id: string;
    browser: string;
    os: string;
    ip: string;
    current: boolean;
    lastSeenAt: string;
  }[];
};

describe('my sessions', () => {
  it('lists my live sessions with browser, system, address and dates, this one marked', async () => {
    const m = await twoBrowsers('Sam Sessions');
    const sessions = await list(m.firefox);
    // The sign-up's own session is there too.
    expect(sessions).toHaveLength(3);
    const current = sessions.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({
      browser: 'Firefox 133',
      os: 'Linux',
      ip: expect.stringContaining('127.0.0.1'),
    });
    expect(sessions.find((s) => s.browser === 'Chrome 131')).toMatchObject({
      os: 'macOS Catalina',
      current: false,
    });
    for (const s of sessions) {
      expect(s.id).toMatch(/^[0-9a-f]{32}$/);
      expect(Date.parse(s.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    // The handle is not the key the session is stored under.
    const stored = await sql<{ id: string }>(t, 'select id from sessions where user_id = ?', [m.user.id]);
    for (const s of sessions) expect(stored.map((r) => r.id.slice(0, 32))).not.toContain(s.id);
    // Someone else sees only their own.
    const other = await t.member('Other Person');
    expect(await list(other.client)).toHaveLength(1);
    expect((await t.client().get('/api/auth/sessions')).status).toBe(401);
  });

  it('signs one session out, its sockets at once; not someone else’s', async () => {
    const m = await twoBrowsers('Olly One');
    const socket = await connectSocket(t.url, m.chrome.cookieHeader);
    const chrome = (await list(m.firefox)).find((s) => s.browser === 'Chrome 131')!;

    const other = await t.member('Nosy Neighbour');
    expect((await other.client.delete(`/api/auth/sessions/${chrome.id}`)).status).toBe(404);
    expect((await m.chrome.get('/api/auth/me')).status).toBe(200);
    expect((await m.firefox.delete('/api/auth/sessions/not-a-session')).status).toBe(400);
    expect((await m.firefox.delete(`/api/auth/sessions/${'0'.repeat(32)}`)).status).toBe(404);

    expect((await m.firefox.delete(`/api/auth/sessions/${chrome.id}`)).status).toBe(204);
    expect((await m.chrome.get('/api/auth/me')).status).toBe(401);
    await eventually(async () => !socket.connected, 'the revoked session’s socket is disconnected');
    expect((await m.firefox.get('/api/auth/me')).status).toBe(200);
    expect((await list(m.firefox)).map((s) => s.id)).not.toContain(chrome.id);
    const [audit] = await sql<{ actor_id: string }>(
      t,
      `select actor_id from audit_log where kind = 'session.revoked' and target_id = ?`,
      [chrome.id],
    );
    expect(audit).toMatchObject({ actor_id: m.user.id });
  });

  it('signs all the other sessions out and keeps this one', async () => {
    const m = await twoBrowsers('Alex All');
    const socket = await connectSocket(t.url, m.chrome.cookieHeader);
    const mine = await connectSocket(t.url, m.firefox.cookieHeader);
    expect((await m.firefox.delete('/api/auth/sessions')).status).toBe(204);
    expect((await m.chrome.get('/api/auth/me')).status).toBe(401);
    expect((await m.client.get('/api/auth/me')).status).toBe(401);
    await eventually(async () => !socket.connected, 'the other session’s socket is disconnected');
    expect(mine.connected).toBe(true);
    const left = await list(m.firefox);
    expect(left).toHaveLength(1);
    expect(left[0]!.current).toBe(true);
    mine.disconnect();
  });

  it('signing out everywhere revokes every access token too (REST and tRPC), with an audit entry', async () => {
    const tokenOf = async (client: TestClient) =>
      (await client.post('/api/tokens', { name: 'Script', scope: 'read', expiresInDays: 30 })).body
        .token as string;
    const withToken = (token: string) => t.client().get('/api/tasks', { authorization: `Bearer ${token}` });
    const m = await twoBrowsers('Tori Tokens');
    const token = await tokenOf(m.firefox);
    expect((await withToken(token)).status).toBe(200);
    expect((await m.firefox.delete('/api/auth/sessions')).status).toBe(204);
    const refused = await withToken(token);
    expect([refused.status, refused.body.code]).toEqual([401, 'TOKEN_INVALID']);
    expect((await m.firefox.get('/api/auth/me')).status).toBe(200);
    const [audit] = await sql<{ details: unknown }>(
      t,
      `select details from audit_log where kind = 'token.revoked' and target_id = ?`,
      [m.user.id],
    );
    expect(audit!.details).toEqual({ count: 1, reason: 'signed_out_everywhere' });

    const again = await tokenOf(m.firefox);
    expect((await trpc.mutate(m.firefox, 'sessions.revokeOthers')).status).toBe(200);
    expect((await withToken(again)).status).toBe(401);
  });

  it('ending this very session through the list signs me out', async () => {
    const m = await twoBrowsers('Cleo Current');
    const current = (await list(m.firefox)).find((s) => s.current)!;
    const res = await m.firefox.delete(`/api/auth/sessions/${current.id}`);
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join()).toMatch(/tm_session=;|Max-Age=0|Expires=Thu, 01 Jan 1970/i);
    expect((await m.firefox.get('/api/auth/me')).status).toBe(401);
    expect((await m.chrome.get('/api/auth/me')).status).toBe(200);
  });

  it('refreshes last seen at most once a minute', async () => {
    const m = await twoBrowsers('Lou LastSeen');
    await sql(t, `update sessions set last_seen_at = now() - interval '10 minutes' where user_id = ?`, [
      m.user.id,
    ]);
    // What this instance kept of the session is out of date now: read it again.
    t.app.deps.sessions.cache.forgetUser(m.user.id);
    expect((await m.chrome.get('/api/auth/me')).status).toBe(200);
    const sessions = await list(m.firefox);
    const chrome = sessions.find((s) => s.browser === 'Chrome 131')!;
    expect(Date.parse(chrome.lastSeenAt)).toBeGreaterThan(Date.now() - 30_000);
    // The third session (the sign-up's) was not used: still ten minutes ago.
    const idle = sessions.find((s) => !s.current && s.browser !== 'Chrome 131')!;
    expect(Date.parse(idle.lastSeenAt)).toBeLessThan(Date.now() - 9 * 60_000);
  });

  it('works over tRPC too', async () => {
    const m = await twoBrowsers('Tia Trpc');
    const listed = trpcData(await trpc.query(m.firefox, 'sessions.list')) as {
      id: string;
      current: boolean;
    }[];
    expect(listed).toHaveLength(3);
    const chrome = listed.find((s) => !s.current)!;
    expect((await trpc.mutate(m.firefox, 'sessions.revoke', { id: chrome.id })).status).toBe(200);
    expect(trpcError(await trpc.mutate(m.firefox, 'sessions.revoke', { id: chrome.id }))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
    expect(trpcError(await trpc.mutate(m.firefox, 'sessions.revoke', { id: 'nope' })).status).toBe(400);
    expect((await trpc.mutate(m.firefox, 'sessions.revokeOthers')).status).toBe(200);
    expect(trpcData(await trpc.query(m.firefox, 'sessions.list'))).toHaveLength(1);
  });
});
