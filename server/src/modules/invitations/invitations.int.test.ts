import { mailSpool } from '@tm/test-support/mail-spool';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { eventually } from '../../../test/test-socket.ts';
import { count, DEMO, sql } from '../users/accounts.test-helper.ts';

// The invitation's life in SIGNUP=invite: created by an admin (mailed, shown once),
// read by the login page, used once, or revoked, replaced or expired.
const app = useTestApp({ SIGNUP: 'invite' });
let admin: TestClient;
beforeAll(async () => {
  admin = (await app.admin()).client;
});

let n = 0;
const address = () => `invitee.${++n}@example.com`;

async function invite(email: string): Promise<{ id: string; token: string; link: string }> {
  const res = await admin.post('/api/admin/invitations', { email });
  expect(res.status).toBe(201);
  const link = new URL(res.body.link);
  return { id: res.body.invitation.id, token: link.searchParams.get('invitation')!, link: res.body.link };
}

const register = (email: string, invitation?: string) =>
  app.client().post('/api/auth/register', {
    name: `Invited ${email}`,
    email,
    password: 'secret1',
    ...(invitation ? { invitation } : {}),
  });

const pendingEmails = async (): Promise<string[]> =>
  (await admin.get('/api/admin/invitations')).body.map((i: { email: string }) => i.email);

describe('an admin invites by e-mail', () => {
  it('answers a link to /login valid 7 days, mails it, and keeps only a hash of its token', async () => {
    const email = address();
    const res = await admin.post('/api/admin/invitations', { email: email.toUpperCase() });
    expect(res.status).toBe(201);
    const { invitation, link } = res.body;
    expect(invitation).toMatchObject({ email, invitedBy: 'Admin' });
    const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)) / 86_400_000;
    expect(days).toBe(7);
    const url = new URL(link);
    expect(url.origin).toBe(app.url.replace('localhost', '127.0.0.1'));
    expect(url.pathname).toBe('/login');
    const token = url.searchParams.get('invitation')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await sql<Record<string, unknown>>(app, 'select * from invitations where id = ?', [
      invitation.id,
    ]);
    expect(JSON.stringify(row)).not.toContain(token);
    const mails = await sql<{ subject: string }>(
      app,
      'select subject from mail_outbox where to_address = ?',
      [email],
    );
    expect(mails).toEqual([{ subject: 'You are invited to Task Manager' }]);
    // The link reaches the invitee; the outbox forgets it once sent (mail-outbox-secrets.int.test.ts).
    const received = await eventually(async () => {
      const found = mailSpool(app.config.dataDir).filter((m) => m.includes(`To: ${email}`));
      return found.length > 0 && found;
    }, 'the invitation mail');
    expect(received[0]!.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(link);
  });

  it('lists pending invitations to admins only; members get 403, visitors 401, and create none', async () => {
    const email = address();
    await invite(email);
    expect(await pendingEmails()).toContain(email);
    const member = (await app.demo()).client;
    const before = await count(app, 'invitations');
    expect((await member.get('/api/admin/invitations')).status).toBe(403);
    expect((await member.post('/api/admin/invitations', { email: address() })).status).toBe(403);
    expect((await app.client().post('/api/admin/invitations', { email: address() })).status).toBe(401);
    expect((await member.post('/trpc/invitations.create', { email: address() })).status).toBe(403);
    expect(await count(app, 'invitations')).toBe(before);
  });

  it('refuses a bad address with 400 and an address that has an account with 409, storing nothing', async () => {
    const before = await count(app, 'invitations');
    const bad = await admin.post('/api/admin/invitations', { email: 'not an address' });
    expect(bad.status).toBe(400);
    const taken = await admin.post('/api/admin/invitations', { email: DEMO.email });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('EMAIL_TAKEN');
    expect(await count(app, 'invitations')).toBe(before);
  });
});

describe('the invitation link', () => {
  it('tells the login page its address, then signs the invitee up once', async () => {
    const email = address();
    const { token } = await invite(email);
    const lookup = await app.client().post('/api/auth/invitation', { token });
    expect(lookup.status).toBe(200);
    expect(lookup.body.email).toBe(email);

    const first = await register(email, token);
    expect(first.status).toBe(201);
    expect(first.body.user.email).toBe(email);
    expect(await pendingEmails()).not.toContain(email);
    const [used] = await sql<{ used_by: string }>(app, 'select used_by from invitations where email = ?', [
      email,
    ]);
    expect(used!.used_by).toBe(first.body.user.id);

    const again = await app.client().post('/api/auth/invitation', { token });
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('INVITATION_INVALID');
  });

  it('cannot be used a second time, even by another address', async () => {
    const email = address();
    const { token } = await invite(email);
    expect((await register(email, token)).status).toBe(201);
    const other = address();
    const reused = await register(other, token);
    expect(reused.status).toBe(403);
    expect(reused.body.code).toBe('INVITATION_INVALID');
    expect(await count(app, 'users', 'email = ?', [other])).toBe(0);
  });

  it('is used once under concurrent sign-ups: one account, the others refused', async () => {
    const email = address();
    const { token } = await invite(email);
    const answers = await Promise.all(Array.from({ length: 4 }, () => register(email, token)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(['INVITATION_INVALID', 'EMAIL_TAKEN']).toContain(a.body.code);
    }
    expect(await count(app, 'users', 'email = ?', [email])).toBe(1);
  });

  it('signs up only the address it was sent to, and stays usable by that address', async () => {
    const email = address();
    const { token } = await invite(email);
    const other = address();
    const wrong = await register(other, token);
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('INVITATION_EMAIL_MISMATCH');
    expect(await count(app, 'users', 'email = ?', [other])).toBe(0);
    expect((await register(email, token)).status).toBe(201);
  });

  it('stops working once revoked (REST and tRPC), and a revoked one cannot be revoked again', async () => {
    const viaRest = await invite(address());
    expect((await admin.delete(`/api/admin/invitations/${viaRest.id}`)).status).toBe(204);
    expect((await admin.delete(`/api/admin/invitations/${viaRest.id}`)).status).toBe(404);
    const emailRest = (
      await sql<{ email: string }>(app, 'select email from invitations where id = ?', [viaRest.id])
    )[0]!.email;
    const refused = await register(emailRest, viaRest.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('INVITATION_INVALID');

    const email = address();
    const created = await admin.post('/trpc/invitations.create', { email });
    expect(created.status).toBe(200);
    const { id } = created.body.result.data.invitation;
    const listed = await admin.get('/trpc/invitations.list');
    expect(listed.body.result.data.map((i: { id: string }) => i.id)).toContain(id);
    expect((await admin.post('/trpc/invitations.revoke', { id })).status).toBe(200);
    expect(await pendingEmails()).not.toContain(email);
  });

  it('stops working once expired', async () => {
    const email = address();
    const { token } = await invite(email);
    await sql(app, `update invitations set expires_at = now() - interval '1 second' where email = ?`, [
      email,
    ]);
    const refused = await register(email, token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('INVITATION_INVALID');
    expect(await pendingEmails()).not.toContain(email);
    expect(await count(app, 'users', 'email = ?', [email])).toBe(0);
  });

  it('is replaced by a newer invitation to the same address', async () => {
    const email = address();
    const older = await invite(email);
    const newer = await invite(email);
    expect((await register(email, older.token)).body.code).toBe('INVITATION_INVALID');
    expect((await register(email, newer.token)).status).toBe(201);
  });

  it('answers 403 INVITATION_INVALID for an unknown token and 400 for a malformed one', async () => {
    const unknown = await app.client().post('/api/auth/invitation', { token: 'A'.repeat(43) });
    expect(unknown.status).toBe(403);
    expect(unknown.body.code).toBe('INVITATION_INVALID');
    expect((await app.client().post('/api/auth/invitation', { token: 'A'.repeat(500) })).status).toBe(400);
    expect((await register(address(), 'A'.repeat(43))).body.code).toBe('INVITATION_INVALID');
  });
});

describe('invitations and deactivated accounts', () => {
  it('a deactivated admin’s pending invitations are revoked with the deactivation, for good', async () => {
    const email = `second.admin.${++n}@example.com`;
    const created = await admin.post('/api/admin/users', {
      name: 'Second Admin',
      email,
      password: 'secret1',
      isAdmin: true,
    });
    expect(created.status).toBe(201);
    const second = app.client();
    await second.signIn(email, 'secret1');
    const invitee = address();
    const res = await second.post('/api/admin/invitations', { email: invitee });
    expect(res.status).toBe(201);
    const token = new URL(res.body.link).searchParams.get('invitation')!;

    expect((await admin.post(`/api/admin/users/${created.body.id}/deactivate`)).status).toBe(204);
    expect(await pendingEmails()).not.toContain(invitee);
    expect((await admin.post(`/api/admin/users/${created.body.id}/reactivate`)).status).toBe(204);
    const refused = await register(invitee, token);
    expect([refused.status, refused.body.code]).toEqual([403, 'INVITATION_INVALID']);
    expect(await count(app, 'users', 'email = ?', [invitee])).toBe(0);
    const [audit] = await sql<{ details: unknown }>(
      app,
      `select details from audit_log where kind = 'user.deactivated' and target_id = ?`,
      [created.body.id],
    );
    expect(audit!.details).toEqual({ invitationsRevoked: 1 });
  });

  it('an invitation cannot be made to a deactivated account’s address, nor bring the account back', async () => {
    const email = address();
    const created = await admin.post('/api/admin/users', { name: 'Left Member', email, password: 'secret1' });
    expect((await admin.post(`/api/admin/users/${created.body.id}/deactivate`)).status).toBe(204);
    const refused = await admin.post('/api/admin/invitations', { email: email.toUpperCase() });
    expect([refused.status, refused.body.code]).toEqual([409, 'EMAIL_TAKEN']);
    const login = await app.client().post('/api/auth/login', { email, password: 'secret1' });
    expect([login.status, login.body.code]).toEqual([403, 'ACCOUNT_DEACTIVATED']);
    const [row] = await sql<{ deactivated: boolean }>(
      app,
      'select deactivated_at is not null as deactivated from users where id = ?',
      [created.body.id],
    );
    expect(row!.deactivated).toBe(true);
  });
});
