import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { ACCOUNT_FAILURE_LIMIT } from '../auth/login-throttle.ts';
import { createTask, sql, trpc, trpcData, trpcError } from '../tasks/task.test-helper.ts';
import { purgeAudit } from './audit.jobs.ts';

// The audit log (issue 21): sign-ins, role changes, invitations, deletions,
// publishing, integration and webhook changes are recorded with who, when and from
// which address; admins read them (filters, pages, CSV) over REST and tRPC; old
// entries are purged after AUDIT_RETENTION_DAYS.

const t = useTestApp({ AUDIT_RETENTION_DAYS: '30' });
let admin: { client: TestClient; user: { id: string; name: string } };

interface Entry {
  id: string;
  at: string;
  actorId: string | null;
  actorName: string;
  kind: string;
  targetType: string | null;
  targetId: string | null;
  ip: string;
  details: Record<string, unknown>;
}

beforeAll(async () => {
  admin = await t.admin();
});

async function audit(query: string): Promise<{ entries: Entry[]; nextCursor: string | null }> {
  const res = await admin.client.get(`/api/admin/audit${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

const countRows = async () => (await sql<{ n: number }>(t, 'select count(*)::int as n from audit_log'))[0]!.n;

describe('what is recorded', () => {
  it('sign-in success, failure and sign-out, with the address and the actor', async () => {
    const m = await t.member('Audit Signer');
    const email = (await sql<{ email: string }>(t, 'select email from users where id = ?', [m.user.id]))[0]!
      .email;
    const browser = t.client();
    expect((await browser.post('/api/auth/login', { email, password: 'wrong-one' })).status).toBe(401);
    await browser.signIn(email, 'secret123');
    expect((await browser.post('/api/auth/logout')).status).toBeLessThan(300);

    const { entries } = await audit(`?actor=${m.user.id}`);
    expect(entries.map((e) => e.kind)).toEqual(['auth.logout', 'auth.login']);
    expect(entries[1]).toMatchObject({
      actorId: m.user.id,
      actorName: 'Audit Signer',
      targetType: 'user',
      targetId: m.user.id,
      ip: expect.stringMatching(/127\.0\.0\.1/),
      details: { method: 'password' },
    });
    const failed = (await audit('?kind=auth.login_failed')).entries.find((e) => e.actorName === email);
    expect(failed).toMatchObject({ actorId: null, details: { method: 'password', tried: email } });
    // Newest first.
    expect(Date.parse(entries[0]!.at)).toBeGreaterThanOrEqual(Date.parse(entries[1]!.at));
  });

  it('role changes, invitations and deletions by an admin', async () => {
    const m = await t.member('Audit Promoted');
    expect((await admin.client.patch(`/api/admin/users/${m.user.id}/admin`, { isAdmin: true })).status).toBe(
      200,
    );
    expect((await sql(t, 'select is_admin from users where id = ?', [m.user.id]))[0]).toEqual({
      is_admin: true,
    });
    const invited = await admin.client.post('/api/admin/invitations', { email: 'audit-invited@example.com' });
    expect(invited.status).toBe(201);
    expect((await admin.client.delete(`/api/admin/users/${m.user.id}`)).status).toBe(204);

    const mine = (await audit(`?actor=${admin.user.id}&kind=user.`)).entries;
    expect(
      mine.find((e) => e.kind === 'user.role_changed' && e.targetId === m.user.id)?.details,
    ).toMatchObject({
      isAdmin: true,
      name: 'Audit Promoted',
    });
    expect(mine.find((e) => e.kind === 'user.invited')?.details).toMatchObject({
      email: 'audit-invited@example.com',
    });
    expect(mine.find((e) => e.kind === 'user.deleted')).toMatchObject({
      targetType: 'user',
      targetId: m.user.id,
    });
  });

  it('publishing and unpublishing a task; a visibility left as it was records nothing', async () => {
    const m = await t.member('Audit Publisher');
    const task = await createTask(m.client, { title: 'Audit public task' });
    const show = (isPublic: boolean) => m.client.patch(`/api/tasks/${task.id}/visibility`, { isPublic });
    expect((await show(true)).status).toBe(200);
    expect((await show(true)).status).toBe(200);
    expect(
      (await trpc.mutate(m.client, 'tasks.setVisibility', { id: task.id, isPublic: false })).status,
    ).toBe(200);
    const { entries } = await audit(`?actor=${m.user.id}&kind=task.`);
    expect(entries.map((e) => [e.kind, e.targetId, e.details.title])).toEqual([
      ['task.unpublished', task.id, 'Audit public task'],
      ['task.published', task.id, 'Audit public task'],
    ]);
  });

  it('webhook and integration changes, never their secrets', async () => {
    const hook = await admin.client.post('/api/webhooks', {
      url: 'http://127.0.0.1:9/audit-hook',
      events: ['task.created'],
      secret: 'whsec_do-not-log-me-0123456789',
    });
    expect(hook.status, hook.text).toBe(201);
    expect((await admin.client.patch(`/api/webhooks/${hook.body.id}`, { active: false })).status).toBe(200);
    expect((await admin.client.delete(`/api/webhooks/${hook.body.id}`)).status).toBe(204);
    const m = await t.member('Audit Integrator');
    const saved = await m.client.post('/api/integrations/configure', {
      provider: 'zammad',
      apiUrl: 'http://127.0.0.1:9/zammad',
      apiKey: 'key-do-not-log-me',
      enabled: false,
    });
    expect(saved.status, saved.text).toBe(200);

    const hooks = (await audit('?kind=webhook.changed')).entries.filter((e) => e.targetId === hook.body.id);
    expect(hooks.map((e) => e.details.action)).toEqual(['deleted', 'updated', 'created']);
    expect(hooks[1]!.details).toMatchObject({ active: false });
    const integ = (await audit(`?kind=integration.&actor=${m.user.id}`)).entries;
    expect(integ).toHaveLength(1);
    expect(integ[0]!.details).toMatchObject({ action: 'configured', provider: 'zammad', enabled: false });
    const all = await sql<{ d: string }>(t, 'select details::text as d from audit_log');
    expect(all.some((r) => r.d.includes('do-not-log-me'))).toBe(false);
  });
});

describe('reading the log', () => {
  it('is for admins only: 401 signed out, 403 for a member, over REST and tRPC', async () => {
    expect((await t.client().get('/api/admin/audit')).status).toBe(401);
    const m = await t.member();
    expect((await m.client.get('/api/admin/audit')).status).toBe(403);
    expect((await m.client.get('/api/admin/audit?format=csv')).status).toBe(403);
    expect(trpcError(await trpc.query(m.client, 'audit.list', {}))).toEqual({
      status: 403,
      code: 'FORBIDDEN',
    });
  });

  it('refuses bad filters with 400 and writes nothing', async () => {
    const before = await countRows();
    for (const q of [
      '?kind=nope',
      '?kind=auth',
      '?kind=auth.login_failedx',
      '?from=yesterday',
      '?to=2026-13-01',
      '?actor=not-a-uuid',
      '?limit=0',
      '?limit=1000',
      '?cursor=garbage',
      '?from=2026-11-02&to=2026-11-01',
      '?format=xml',
      '?unknown=1',
    ]) {
      const res = await admin.client.get(`/api/admin/audit${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.code, q).toMatch(/VALIDATION_FAILED|CURSOR_INVALID|UNKNOWN_KIND/);
    }
    expect(trpcError(await trpc.query(admin.client, 'audit.list', { kind: 'nope' })).status).toBe(400);
    expect(await countRows()).toBe(before);
  });

  it('filters by kind prefix and period (dates mean whole UTC days, timestamps are exact)', async () => {
    const all = (await audit('?limit=200')).entries;
    const auth = (await audit('?kind=auth.&limit=200')).entries;
    expect(auth.length).toBeGreaterThan(0);
    expect(auth.every((e) => e.kind.startsWith('auth.'))).toBe(true);
    expect(auth.length).toBe(all.filter((e) => e.kind.startsWith('auth.')).length);
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(`?from=${today}&to=${today}&limit=200`)).entries.length).toBe(all.length);
    expect((await audit('?to=2000-01-01')).entries).toEqual([]);
    const newest = all[0]!;
    const exact = (await audit(`?from=${encodeURIComponent(newest.at)}&to=${encodeURIComponent(newest.at)}`))
      .entries;
    expect(exact.map((e) => e.id)).toContain(newest.id);
  });

  it('pages with a cursor, newest first, without skipping or repeating', async () => {
    const all = (await audit('?limit=200')).entries;
    expect(all.length).toBeGreaterThan(5);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { entries: Entry[]; nextCursor: string | null } = await audit(
        `?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.entries.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((e) => e.id));
    const viaTrpc = trpcData(
      await trpc.query(admin.client, 'audit.list', { limit: 3, direction: 'forward' }),
    );
    expect(viaTrpc.entries.map((e: Entry) => e.id)).toEqual(all.slice(0, 3).map((e) => e.id));
  });

  it('exports CSV with quoting and formula cells neutralised', async () => {
    // A name typed by anyone lands in a spreadsheet: it must not run as a formula.
    const sly = await t.member('=HYPERLINK("http://evil.example","x"), "quoted"');
    const res = await admin.client.get(`/api/admin/audit?format=csv&actor=${sly.user.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...rows] = res.text.trim().split('\n');
    expect(header).toBe('id,at,actorId,actorName,kind,targetType,targetId,ip,details');
    // Registration signs in without an auth.login entry; a sign-out makes one.
    expect(rows).toHaveLength(0);
    await sly.client.post('/api/auth/logout');
    const after = await admin.client.get(`/api/admin/audit?format=csv&actor=${sly.user.id}`);
    const lines = after.text.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x""), ""quoted"""`);
    expect(lines[1]).toContain(',auth.logout,user,');
  });

  it('purges entries older than AUDIT_RETENTION_DAYS', async () => {
    await sql(
      t,
      `insert into audit_log (id, at, actor_name, kind) values
         (gen_random_uuid(), now() - interval '31 days', 'old', 'auth.login'),
         (gen_random_uuid(), now() - interval '29 days', 'recent', 'auth.login')`,
    );
    expect(await purgeAudit(t.app.deps)).toBe(1);
    const names = await sql<{ actor_name: string }>(
      t,
      `select actor_name from audit_log where actor_name in ('old', 'recent')`,
    );
    expect(names).toEqual([{ actor_name: 'recent' }]);
  });
});

describe('what anonymous visitors can write stays bounded', () => {
  const loginRows = (tried: string) =>
    sql<{ reason: string; count: number | null; tried: string; actor_name: string }>(
      t,
      `select details->>'reason' as reason, (details->>'count')::int as count, details->>'tried' as tried, actor_name
         from audit_log where kind = 'auth.login_failed' and details->>'tried' = ? order by at`,
      [tried],
    );

  it('throttled sign-ins of one account from one address are one entry with a count', async () => {
    const email = 'throttled-target@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT + 5; i++) {
      statuses.push((await t.client().post('/api/auth/login', { email, password: 'wrong' })).status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    const rows = await loginRows(email);
    expect(rows.filter((r) => r.reason === 'INVALID_CREDENTIALS')).toHaveLength(ACCOUNT_FAILURE_LIMIT - 1);
    expect(rows.filter((r) => r.reason === 'RATE_LIMITED')).toEqual([
      { reason: 'RATE_LIMITED', count: 6, tried: email, actor_name: email },
    ]);
  });

  it('keeps at most 100 characters of what was typed', async () => {
    const email = `${'l'.repeat(200)}@example.com`;
    expect((await t.client().post('/api/auth/login', { email, password: 'wrong' })).status).toBe(401);
    const [row] = await loginRows(email.slice(0, 100));
    expect(row).toMatchObject({ reason: 'INVALID_CREDENTIALS', actor_name: email.slice(0, 100) });
  });

  it('answers 400 TEXT_INVALID_CHARACTERS, not 500, for a lone surrogate in a sign-in or a new name', async () => {
    const login = await t
      .client()
      .post('/api/auth/login', { email: 'half\ud800@example.com', password: 'x' });
    expect([login.status, login.body.code]).toEqual([400, 'TEXT_INVALID_CHARACTERS']);
    const created = await admin.client.post('/api/admin/users', { name: 'Half \udc00 Name' });
    expect([created.status, created.body.code]).toEqual([400, 'TEXT_INVALID_CHARACTERS']);
    const viaTrpc = await trpc.mutate(admin.client, 'admin.createUser', { name: 'Half \ud83d' });
    expect(trpcError(viaTrpc)).toEqual({ status: 400, code: 'TEXT_INVALID_CHARACTERS' });
  });
});
