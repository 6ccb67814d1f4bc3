import { resetLinkIn, resetMailsTo } from '@tm/test-support/password-reset-mail';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/test-client.ts';
import { clusterSkipReason, startTestCluster, type TestCluster } from '../../../test/test-cluster.ts';
import { connectSocket, eventually } from '../../../test/test-socket.ts';
import type { RunningApp } from '../../app.ts';
import { trpc, trpcData, trpcError } from '../tasks/task.test-helper.ts';

// Deactivation (issue 21) on a deployment of two instances sharing one database:
// what one instance does is seen by the other within a second.

if (clusterSkipReason) console.warn(`[deactivation tests skipped] ${clusterSkipReason}`);

let counter = 0;

describe.skipIf(clusterSkipReason)('deactivating a member', () => {
  let cluster: TestCluster;
  let a: RunningApp;
  let b: RunningApp;
  let db: pg.Client;
  let admin: TestClient;

  beforeAll(async () => {
    cluster = await startTestCluster(2, { SIGNUP: 'open' });
    [a, b] = cluster.instances as [RunningApp, RunningApp];
    db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    admin = new TestClient(a.url);
    await admin.signIn('admin@example.com', 'admin123');
  });
  afterAll(async () => {
    await db?.end();
    await cluster?.stop();
  });

  /** A member registered on instance a, with a client signed in on each instance. */
  async function member(name: string) {
    const email = `deact${Date.now().toString(36)}${++counter}@example.com`;
    const onA = new TestClient(a.url);
    const res = await onA.post('/api/auth/register', { name, email, password: 'secret123' });
    expect(res.status).toBe(201);
    const onB = new TestClient(b.url);
    await onB.signIn(email, 'secret123');
    return { id: res.body.user.id as string, email, onA, onB };
  }

  const teamIds = async (client: TestClient) =>
    ((await client.get('/api/users')).body as { id: string }[]).map((u) => u.id);

  it('ends sessions and sockets on the other instance within a second, and refuses sign-in clearly', async () => {
    const m = await member('Dana Deactivated');
    // b has checked (and keeps) the session, and holds a socket of it.
    expect((await m.onB.get('/api/auth/me')).status).toBe(200);
    const socket = await connectSocket(b.url, m.onB.cookieHeader);
    const task = await m.onA.post('/api/tasks', { title: 'Written before leaving' });
    expect(task.status).toBe(201);

    const res = await admin.post(`/api/admin/users/${m.id}/deactivate`);
    expect(res.status).toBe(204);
    const done = Date.now();
    await eventually(async () => (await m.onB.get('/api/auth/me')).status === 401, 'b refuses the session');
    await eventually(async () => !socket.connected, 'the socket on b is disconnected');
    expect(Date.now() - done).toBeLessThan(1000);
    expect((await m.onA.get('/api/auth/me')).status).toBe(401);

    const again = await new TestClient(b.url).post('/api/auth/login', {
      email: m.email,
      password: 'secret123',
    });
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('ACCOUNT_DEACTIVATED');
    // A wrong password learns nothing about the account.
    const wrong = await new TestClient(b.url).post('/api/auth/login', {
      email: m.email,
      password: 'guess-1',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');

    // The task keeps its owner's name; the member leaves the team list and cannot be assigned.
    const kept = await admin.get(`/api/tasks/${task.body.id}`);
    expect(kept.body.owner).toMatchObject({ id: m.id, name: 'Dana Deactivated' });
    expect(await teamIds(admin)).not.toContain(m.id);
    const assign = await admin.post('/api/tasks', { title: 'For someone gone', assigneeId: m.id });
    expect(assign.status).toBe(400);
    expect(assign.body.code).toBe('ASSIGNEE_NOT_FOUND');
    const listed = (await admin.get('/api/admin/users/deactivated')).body as { id: string; name: string }[];
    expect(listed.find((u) => u.id === m.id)).toMatchObject({ name: 'Dana Deactivated', email: m.email });

    // Deactivated: a reset link is never mailed.
    expect((await new TestClient(a.url).post('/api/auth/password-reset', { email: m.email })).status).toBe(
      202,
    );
    const { rows } = await db.query('select 1 from password_links where user_id = $1', [m.id]);
    expect(rows).toHaveLength(0);

    const { rows: audit } = await db.query(
      `select kind from audit_log where target_id = $1 and kind = 'user.deactivated'`,
      [m.id],
    );
    expect(audit).toHaveLength(1);
  });

  it('ends tokens, the calendar feed and mailed links on the other instance, and a reactivation revives none', async () => {
    const m = await member('Tomas Tokens');
    const created = await m.onA.post('/api/tokens', {
      name: 'Nightly',
      scope: 'read+write',
      expiresInDays: 30,
    });
    expect(created.status).toBe(201);
    const bearer = { authorization: `Bearer ${created.body.token}` };
    const withToken = (app: RunningApp) => new TestClient(app.url).get('/api/tasks', bearer);
    const feedOn = (app: RunningApp, token: string) =>
      fetch(`${app.url}/api/ical/user/${m.id}/subscribe.ics?token=${token}`);
    const feedToken = (await m.onA.get(`/api/ical/user/${m.id}/token`)).body.token as string;
    expect((await withToken(b)).status).toBe(200);
    expect((await feedOn(b, feedToken)).status).toBe(200);
    // A reset link mailed before the deactivation.
    expect((await new TestClient(a.url).post('/api/auth/password-reset', { email: m.email })).status).toBe(
      202,
    );
    const mail = await eventually(
      async () => resetMailsTo(a.deps.config.dataDir, m.email)[0],
      'the reset mail',
    );
    const resetToken = resetLinkIn(mail).token;

    expect((await admin.post(`/api/admin/users/${m.id}/deactivate`)).status).toBe(204);
    const refused = await withToken(b);
    expect([refused.status, refused.body.code]).toEqual([401, 'TOKEN_INVALID']);
    expect((await withToken(a)).status).toBe(401);
    expect((await feedOn(b, feedToken)).status).toBe(404);
    const { rows: tokens } = await db.query('select id from access_tokens where user_id = $1', [m.id]);
    expect(tokens).toEqual([]);
    const { rows: audit } = await db.query(
      `select details from audit_log where target_id = $1 and kind = 'token.revoked'`,
      [m.id],
    );
    expect(audit).toEqual([{ details: { count: 1, reason: 'deactivated' } }]);

    expect((await admin.post(`/api/admin/users/${m.id}/reactivate`)).status).toBe(204);
    expect((await withToken(b)).status).toBe(401);
    expect((await feedOn(b, feedToken)).status).toBe(404);
    const reset = await new TestClient(b.url).post('/api/auth/password-reset/confirm', {
      token: resetToken,
      newPassword: 'taken-over-1',
    });
    expect([reset.status, reset.body.code]).toEqual([400, 'PASSWORD_RESET_INVALID']);
    // The member makes new ones: a new feed URL and a new token work.
    const back = new TestClient(b.url);
    await back.signIn(m.email, 'secret123');
    const newFeed = (await back.get(`/api/ical/user/${m.id}/token`)).body.token as string;
    expect(newFeed).not.toBe(feedToken);
    expect((await feedOn(a, newFeed)).status).toBe(200);
    const again = await back.post('/api/tokens', { name: 'Nightly', scope: 'read', expiresInDays: 30 });
    expect(
      (await new TestClient(a.url).get('/api/tasks', { authorization: `Bearer ${again.body.token}` })).status,
    ).toBe(200);
  });

  it('a set-password link from before the deactivation does not work after the reactivation', async () => {
    const created = await admin.post('/api/admin/users', { name: 'Lina Link' });
    expect(created.status).toBe(201);
    const token = new URL(created.body.passwordLink.path, a.url).searchParams.get('token')!;
    expect((await admin.post(`/api/admin/users/${created.body.id}/deactivate`)).status).toBe(204);
    expect((await new TestClient(b.url).post('/api/auth/password-link', { token })).status).toBe(404);
    expect((await admin.post(`/api/admin/users/${created.body.id}/reactivate`)).status).toBe(204);
    const lookup = await new TestClient(b.url).post('/api/auth/password-link', { token });
    expect([lookup.status, lookup.body.code]).toEqual([404, 'PASSWORD_LINK_INVALID']);
    const set = await new TestClient(b.url).post('/api/auth/set-password', {
      token,
      password: 'taken-over-1',
      email: `lina${++counter}@example.com`,
    });
    expect([set.status, set.body.code]).toEqual([404, 'PASSWORD_LINK_INVALID']);
    // The admin can hand over a new one.
    const fresh = await admin.post(`/api/admin/users/${created.body.id}/password-link`);
    expect(fresh.status).toBe(201);
  });

  it('reactivates: the member signs in again and is back in the team', async () => {
    const m = await member('Rory Returns');
    expect((await admin.post(`/api/admin/users/${m.id}/deactivate`)).status).toBe(204);
    // Twice changes nothing.
    expect((await admin.post(`/api/admin/users/${m.id}/deactivate`)).status).toBe(204);
    expect((await admin.post(`/api/admin/users/${m.id}/reactivate`)).status).toBe(204);
    await new TestClient(b.url).signIn(m.email, 'secret123');
    expect(await teamIds(admin)).toContain(m.id);
    const listed = (await admin.get('/api/admin/users/deactivated')).body as { id: string }[];
    expect(listed.map((u) => u.id)).not.toContain(m.id);
  });

  it('is for admins only, never on oneself, and says so for bad or unknown ids', async () => {
    const m = await member('Nico NotAdmin');
    const other = await member('Target Person');
    expect((await m.onA.post(`/api/admin/users/${other.id}/deactivate`)).status).toBe(403);
    expect((await m.onA.get('/api/admin/users/deactivated')).status).toBe(403);
    const adminId = (await admin.get('/api/auth/me')).body.user.id;
    const self = await admin.post(`/api/admin/users/${adminId}/deactivate`);
    expect(self.status).toBe(403);
    expect(self.body.code).toBe('CANNOT_ACT_ON_SELF');
    expect((await admin.post('/api/admin/users/not-a-uuid/deactivate')).status).toBe(400);
    expect(
      (await admin.post('/api/admin/users/00000000-0000-4000-8000-000000000000/reactivate')).status,
    ).toBe(404);
    expect((await other.onA.get('/api/auth/me')).status).toBe(200);
  });

  it('works over tRPC too', async () => {
    const m = await member('Trix Trpc');
    expect((await trpc.mutate(admin, 'accountControl.deactivate', { id: m.id })).status).toBe(200);
    const listed = trpcData(await trpc.query(admin, 'accountControl.deactivated')) as { id: string }[];
    expect(listed.map((u) => u.id)).toContain(m.id);
    expect(trpcError(await trpc.mutate(m.onA, 'accountControl.reactivate', { id: m.id })).status).toBe(401);
    expect((await trpc.mutate(admin, 'accountControl.reactivate', { id: m.id })).status).toBe(200);
    await new TestClient(a.url).signIn(m.email, 'secret123');
  });
});
