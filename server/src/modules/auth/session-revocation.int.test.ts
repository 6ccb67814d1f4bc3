import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clusterSkipReason,
  sessionCookie,
  startTestCluster,
  type TestCluster,
} from '../../../test/test-cluster.ts';
import { eventually } from '../../../test/test-socket.ts';
import type { RunningApp } from '../../app.ts';
import { LISTENER_APPLICATION_NAME } from './auth-change-listener.ts';

// Each instance keeps the sessions it has checked (session-cache.ts); these tests
// hold it to DESIGN's rules across instances: a session ended or a user changed on
// one instance, or in the database directly, is no longer honoured by the other.

if (clusterSkipReason) console.warn(`[session revocation tests skipped] ${clusterSkipReason}`);

const me = async (app: RunningApp, cookie: string) => {
  const res = await fetch(`${app.url}/api/auth/me`, { headers: { cookie } });
  const body = res.status === 200 ? ((await res.json()) as { user: Record<string, unknown> }) : null;
  return { status: res.status, body: body?.user ?? null };
};

describe.skipIf(clusterSkipReason)('sessions kept in memory, across two instances', () => {
  let cluster: TestCluster;
  let a: RunningApp;
  let b: RunningApp;
  let sql: pg.Client;

  beforeAll(async () => {
    cluster = await startTestCluster(2);
    [a, b] = cluster.instances as [RunningApp, RunningApp];
    sql = new pg.Client({ connectionString: cluster.databaseUrl });
    await sql.connect();
  });
  afterAll(async () => {
    await sql?.end();
    await cluster?.stop();
  });

  /** A fresh session of the demo user, already checked (and so kept) by instance b. */
  const sessionKeptByB = async () => {
    const cookie = await sessionCookie(a, 'demo@example.com', 'demo123');
    expect((await me(b, cookie)).status).toBe(200);
    expect(b.deps.sessions.cache.size).toBeGreaterThan(0);
    return cookie;
  };

  it('ends on the other instance a session logged out on one', async () => {
    const cookie = await sessionKeptByB();
    const out = await fetch(`${a.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, 'x-requested-with': 'test' },
    });
    expect(out.status).toBe(204);
    expect((await me(a, cookie)).status).toBe(401);
    await eventually(async () => (await me(b, cookie)).status === 401, 'b refuses the ended session');
  });

  it("shows the other instance a member's new role at once", async () => {
    const cookie = await sessionKeptByB();
    const admin = await sessionCookie(a, 'admin@example.com', 'admin123');
    const demoId = (await me(b, cookie)).body!.id as string;
    const promote = (isAdmin: boolean) =>
      fetch(`${a.url}/api/admin/users/${demoId}/admin`, {
        method: 'PATCH',
        headers: { cookie: admin, 'content-type': 'application/json' },
        body: JSON.stringify({ isAdmin }),
      });
    expect((await promote(true)).status).toBe(200);
    await eventually(async () => (await me(b, cookie)).body?.isAdmin === true, 'b sees the new admin');
    expect((await promote(false)).status).toBe(200);
    await eventually(async () => (await me(b, cookie)).body?.isAdmin === false, 'b sees the role removed');
    // The role is checked before the input is read: an empty body is refused as 403, not 400.
    const adminOnly = await fetch(`${b.url}/api/admin/users`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(adminOnly.status).toBe(403);
  });

  it('ends a session deleted in the database by any other path', async () => {
    const cookie = await sessionKeptByB();
    await sql.query('delete from sessions');
    await eventually(async () => (await me(b, cookie)).status === 401, 'b refuses the deleted session');
    expect((await me(a, cookie)).status).toBe(401);
  });

  it('forgets every session when the sessions table is emptied at once', async () => {
    const cookie = await sessionKeptByB();
    await sql.query('truncate sessions');
    await eventually(async () => (await me(b, cookie)).status === 401, 'b refuses the truncated session');
  });

  it('checks every session in the database while the notices cannot arrive, and keeps them again once back', async () => {
    const cookie = await sessionKeptByB();
    const cache = b.deps.sessions.cache;
    // Both instances' listening connections are cut; the sessions deleted meanwhile send
    // notices nobody hears.
    await sql.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      LISTENER_APPLICATION_NAME,
    ]);
    await eventually(async () => !cache.isTrusted(), 'b notices its listening connection is gone');
    expect(cache.size).toBe(0);
    await sql.query('delete from sessions');
    expect((await me(b, cookie)).status).toBe(401);

    await eventually(async () => cache.isTrusted(), 'b listens again');
    const next = await sessionKeptByB();
    expect(cache.size).toBe(1);
    await sql.query('delete from sessions');
    await eventually(async () => (await me(b, next)).status === 401, 'b refuses the session deleted after');
  });
});
