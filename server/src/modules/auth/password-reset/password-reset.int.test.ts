import { resetLinkIn, resetMailsTo } from '@tm/test-support/password-reset-mail';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app.ts';
import { eventually } from '../../../../test/test-socket.ts';
import { sql, trpc, trpcError } from '../../tasks/task.test-helper.ts';
import { pruneThrottleRows } from '../throttle.jobs.ts';
import {
  RESETS_PER_ACCOUNT_PER_HOUR,
  RESETS_PER_ADDRESS_PER_HOUR,
  RESETS_PER_CLIENT_PER_HOUR,
} from './password-reset.service.ts';

const t = useTestApp();

/** A registered member (password `secret123`) and their address. */
async function member(name: string) {
  const m = await t.member(name);
  const [row] = await sql<{ email: string }>(t, 'select email from users where id = ?', [m.user.id]);
  return { ...m, email: row!.email };
}

/** Waits for the `n`th reset mail to the address and answers its link. */
async function nthResetLink(address: string, n: number) {
  const mails = await eventually(async () => {
    const found = resetMailsTo(t.config.dataDir, address);
    return found.length >= n && found;
  }, `reset mail #${n} to ${address}`);
  return resetLinkIn(mails[n - 1]!);
}

/** Lets the outbox finish with what it was given, so a mail that should not come would have come. */
async function outboxSettled() {
  await eventually(async () => {
    const [row] = await sql<{ n: number }>(
      t,
      'select count(*)::int as n from mail_outbox where sent_at is null and dropped_at is null',
    );
    return row!.n === 0;
  }, 'the outbox empty');
}

const ask = (email: string) => t.client().post('/api/auth/password-reset', { email });
const confirm = (token: string, newPassword: string) =>
  t.client().post('/api/auth/password-reset/confirm', { token, newPassword });

describe('password reset by e-mail', () => {
  it('mails a one-hour single-use link that sets the password and ends every session', async () => {
    const m = await member('Rita Reset');
    const otherDevice = t.client();
    await otherDevice.signIn(m.email, 'secret123');

    const res = await ask(m.email.toUpperCase());
    expect(res.status).toBe(202);
    expect(res.text).toBe('');
    const link = await nthResetLink(m.email, 1);
    // No PUBLIC_URL: the link leads to the address the request came to.
    expect(link.url).toBe(`${t.url}/reset-password?token=${link.token}`);
    const [stored] = await sql<{ token_hash: string; minutes: number; purpose: string }>(
      t,
      `select token_hash, purpose, extract(epoch from expires_at - created_at)::int / 60 as minutes
         from password_links where user_id = ?`,
      [m.user.id],
    );
    expect(stored).toMatchObject({ purpose: 'reset', minutes: 60 });
    expect(stored!.token_hash).not.toContain(link.token);

    expect((await confirm(link.token, 'brand-new-pass')).status).toBe(204);
    // Every session ended, the one that asked included.
    expect((await m.client.get('/api/auth/me')).status).toBe(401);
    expect((await otherDevice.get('/api/auth/me')).status).toBe(401);
    expect((await t.client().post('/api/auth/login', { email: m.email, password: 'secret123' })).status).toBe(
      401,
    );
    await t.client().signIn(m.email, 'brand-new-pass');

    // Single use.
    const again = await confirm(link.token, 'another-pass');
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('PASSWORD_RESET_INVALID');
    const [audit] = await sql<{ kind: string; actor_id: string }>(
      t,
      `select kind, actor_id from audit_log where kind = 'auth.password_reset' and target_id = ?`,
      [m.user.id],
    );
    expect(audit).toMatchObject({ actor_id: m.user.id });
  });

  it('revokes every access token of the account', async () => {
    const m = await member('Tia Tokens');
    const created = await m.client.post('/api/tokens', { name: 'Script', scope: 'read', expiresInDays: 30 });
    const withToken = () => t.client().get('/api/tasks', { authorization: `Bearer ${created.body.token}` });
    expect((await withToken()).status).toBe(200);
    await ask(m.email);
    const link = await nthResetLink(m.email, 1);
    expect((await confirm(link.token, 'brand-new-pass')).status).toBe(204);
    const refused = await withToken();
    expect([refused.status, refused.body.code]).toEqual([401, 'TOKEN_INVALID']);
    const [audit] = await sql<{ actor_id: string; details: unknown }>(
      t,
      `select actor_id, details from audit_log where kind = 'token.revoked' and target_id = ?`,
      [m.user.id],
    );
    expect(audit).toEqual({ actor_id: m.user.id, details: { count: 1, reason: 'password_reset' } });
  });

  it('answers an unknown address exactly as a known one and mails nothing', async () => {
    const known = await member('Kai Known');
    const a = await ask(known.email);
    const b = await ask('nobody-here@example.com');
    expect([a.status, a.text]).toEqual([b.status, b.text]);
    await nthResetLink(known.email, 1);
    await outboxSettled();
    expect(resetMailsTo(t.config.dataDir, 'nobody-here@example.com')).toEqual([]);
  });

  it('refuses an expired link, and a link replaced by a newer one', async () => {
    const m = await member('Eve Expired');
    await ask(m.email);
    const first = await nthResetLink(m.email, 1);
    await ask(m.email);
    const second = await nthResetLink(m.email, 2);
    expect((await confirm(first.token, 'newpass1')).body.code).toBe('PASSWORD_RESET_INVALID');

    await sql(t, `update password_links set expires_at = now() - interval '1 second' where user_id = ?`, [
      m.user.id,
    ]);
    const late = await confirm(second.token, 'newpass1');
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('PASSWORD_RESET_INVALID');
    // The old password still works.
    await t.client().signIn(m.email, 'secret123');
  });

  it('never takes a set-password link for a reset link', async () => {
    const admin = await t.admin();
    const created = await admin.client.post('/api/admin/users', { name: 'Link Only' });
    const token = new URL(`http://x${created.body.passwordLink.path}`).searchParams.get('token')!;
    expect((await confirm(token, 'newpass1')).body.code).toBe('PASSWORD_RESET_INVALID');
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    expect((await t.client().post('/api/auth/password-reset', { email: 'not-an-address' })).status).toBe(400);
    expect((await t.client().post('/api/auth/password-reset', {})).status).toBe(400);
    expect((await t.client().post('/api/auth/password-reset', { email: 'a@b.co', extra: 1 })).status).toBe(
      400,
    );
    const m = await member('Shorty');
    await ask(m.email);
    const link = await nthResetLink(m.email, 1);
    const short = await confirm(link.token, 'ab');
    expect(short.status).toBe(400);
    expect(short.body.code).toBe('PASSWORD_TOO_SHORT');
    expect((await confirm('', 'long-enough')).status).toBe(400);
    // The link was not used by the refused attempt.
    expect((await confirm(link.token, 'long-enough')).status).toBe(204);
  });

  it('throttles per account (silently: no more mail) and per address (429, known or not)', async () => {
    const m = await member('Tess Throttle');
    for (let i = 0; i < RESETS_PER_ACCOUNT_PER_HOUR + 1; i++) expect((await ask(m.email)).status).toBe(202);
    await nthResetLink(m.email, RESETS_PER_ACCOUNT_PER_HOUR);
    await outboxSettled();
    expect(resetMailsTo(t.config.dataDir, m.email)).toHaveLength(RESETS_PER_ACCOUNT_PER_HOUR);

    for (let i = RESETS_PER_ACCOUNT_PER_HOUR + 1; i < RESETS_PER_ADDRESS_PER_HOUR; i++) {
      expect((await ask(m.email)).status).toBe(202);
    }
    const refused = await ask(m.email);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');

    const unknown = 'nobody-throttled@example.com';
    for (let i = 0; i < RESETS_PER_ADDRESS_PER_HOUR; i++) expect((await ask(unknown)).status).toBe(202);
    expect((await ask(unknown)).status).toBe(429);
  });

  it('throttles one client asking for many addresses (429), and the job prunes old requests', async () => {
    // A known state for this client's hour: the requests of the tests before are gone.
    await sql(t, 'delete from password_reset_requests');
    try {
      for (let i = 0; i < RESETS_PER_CLIENT_PER_HOUR; i++) {
        expect((await ask(`walker-${i}@example.com`)).status).toBe(202);
      }
      const refused = await ask('walker-next@example.com');
      expect([refused.status, refused.body.code]).toEqual([429, 'RATE_LIMITED']);
      expect(
        await sql(t, `select 1 from password_reset_requests where address = 'walker-next@example.com'`),
      ).toEqual([]);

      await sql(
        t,
        `update password_reset_requests set created_at = now() - interval '61 minutes'
          where address in ('walker-0@example.com', 'walker-1@example.com')`,
      );
      await sql(
        t,
        `insert into login_attempts (kind, account_key, address, attempted_at)
         values ('login_failed', 'old@example.com', '198.51.100.7', now() - interval '16 minutes'),
                ('login_failed', 'recent@example.com', '198.51.100.7', now())`,
      );
      expect(await pruneThrottleRows(t.app.deps)).toEqual({ attempts: 1, resets: 2 });
      expect(await sql(t, `select account_key from login_attempts where address = '198.51.100.7'`)).toEqual([
        { account_key: 'recent@example.com' },
      ]);
      // Two places left the hour: two more requests pass, and no third.
      expect((await ask('walker-next@example.com')).status).toBe(202);
      expect((await ask('walker-last@example.com')).status).toBe(202);
      expect((await ask('walker-over@example.com')).status).toBe(429);
    } finally {
      await sql(t, 'delete from password_reset_requests');
    }
  });

  it('works over tRPC too', async () => {
    const m = await member('Tara Trpc');
    const client = t.client();
    expect((await trpc.mutate(client, 'passwordReset.request', { email: m.email })).status).toBe(200);
    const link = await nthResetLink(m.email, 1);
    expect(
      (await trpc.mutate(client, 'passwordReset.confirm', { token: link.token, newPassword: 'via-trpc' }))
        .status,
    ).toBe(200);
    const reused = await trpc.mutate(client, 'passwordReset.confirm', {
      token: link.token,
      newPassword: 'x-y-z',
    });
    expect(trpcError(reused)).toEqual({ status: 400, code: 'PASSWORD_RESET_INVALID' });
    await t.client().signIn(m.email, 'via-trpc');
  });
});

describe("an admin's help with a password", () => {
  it('mails a member a reset link (admin only)', async () => {
    const admin = await t.admin();
    const m = await member('Ada Assisted');
    expect((await m.client.post(`/api/admin/users/${m.user.id}/password-reset`)).status).toBe(403);
    expect((await admin.client.post(`/api/admin/users/${m.user.id}/password-reset`)).status).toBe(202);
    const link = await nthResetLink(m.email, 1);
    expect((await confirm(link.token, 'chosen-by-me')).status).toBe(204);
    await t.client().signIn(m.email, 'chosen-by-me');
    expect((await admin.client.post('/api/admin/users/not-a-uuid/password-reset')).status).toBe(400);
    expect(
      (await admin.client.post('/api/admin/users/00000000-0000-4000-8000-000000000000/password-reset'))
        .status,
    ).toBe(404);
    const nameOnly = await t.client().post('/api/auth/login', { name: 'No Mail Person' });
    const noMail = await admin.client.post(`/api/admin/users/${nameOnly.body.user.id}/password-reset`);
    expect(noMail.status).toBe(409);
    expect(noMail.body.code).toBe('ACCOUNT_HAS_NO_EMAIL');
  });

  it('sets a temporary password that must be changed at the next sign-in', async () => {
    const admin = await t.admin();
    const m = await member('Tim Temporary');
    const set = (client = admin.client, password = 'temp-pass-1') =>
      client.post(`/api/admin/users/${m.user.id}/temporary-password`, { password });
    expect((await set(m.client)).status).toBe(403);
    expect((await set(admin.client, 'x')).status).toBe(400);
    expect((await m.client.get('/api/auth/me')).status).toBe(200);
    expect((await set()).status).toBe(204);
    // Their sessions ended.
    expect((await m.client.get('/api/auth/me')).status).toBe(401);

    const back = t.client();
    const user = await back.signIn(m.email, 'temp-pass-1');
    expect(user.mustChangePassword).toBe(true);
    expect((await back.get('/api/auth/me')).body.user.mustChangePassword).toBe(true);
    const changed = await back.patch('/api/auth/change-password', {
      currentPassword: 'temp-pass-1',
      newPassword: 'my-own-pass',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.user.mustChangePassword).toBe(false);
    expect(
      (
        await sql(t, `select 1 from audit_log where kind = 'auth.password_changed' and target_id = ?`, [
          m.user.id,
        ])
      ).length,
    ).toBe(2);

    const self = await admin.client.post(`/api/admin/users/${admin.user.id}/temporary-password`, {
      password: 'whatever1',
    });
    expect(self.status).toBe(403);
    const viaTrpc = await trpc.mutate(admin.client, 'accountControl.setTemporaryPassword', {
      id: m.user.id,
      password: 'temp-pass-2',
    });
    expect(viaTrpc.status).toBe(200);
    expect((await t.client().signIn(m.email, 'temp-pass-2')).mustChangePassword).toBe(true);
  });
});
