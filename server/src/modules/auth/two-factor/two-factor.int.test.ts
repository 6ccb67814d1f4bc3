import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app.ts';
import { connectSocket, nextEvent } from '../../../../test/test-socket.ts';
import { trpc, trpcError } from '../../tasks/task.test-helper.ts';
import { count, signUp, sql } from '../../users/accounts.test-helper.ts';
import { ACCOUNT_FAILURE_LIMIT } from '../login-throttle.ts';
import { codeAt, enroll, passwordStep } from './two-factor.test-helper.ts';

const app = useTestApp();

const refused = (res: { status: number; body: { code?: string } }) => [res.status, res.body.code];

/** Audit entries of this kind about this account. */
const audited = (kind: string, userId: string) =>
  count(app, 'audit_log', 'kind = ? and target_id = ?', [kind, userId]);

describe('enrolling a second factor', () => {
  it('keeps the secret pending until a code confirms it, then hands out 10 recovery codes stored hashed', async () => {
    const member = await signUp(app);
    const setup = await member.client.post('/api/auth/2fa/setup');
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    // Pending: a sign-in still asks nothing.
    expect((await passwordStep(app, member.email, member.password)).res.body.user.id).toBe(member.user.id);

    const empty = await member.client.post('/api/auth/2fa/confirm', { code: ' ' });
    expect([empty.status, empty.body.code]).toEqual([400, 'TWO_FACTOR_CODE_REQUIRED']);
    const wrong = await member.client.post('/api/auth/2fa/confirm', { code: '000000' });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'TWO_FACTOR_CODE_INVALID']);
    expect((await member.client.get('/api/auth/2fa')).body.enabled).toBe(false);

    const confirm = await member.client.post('/api/auth/2fa/confirm', { code: codeAt(setup.body.secret) });
    expect(confirm.status).toBe(200);
    const codes: string[] = confirm.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await member.client.get('/api/auth/2fa')).toMatchObject({
      status: 200,
      body: { enabled: true, recoveryCodesLeft: 10, required: false },
    });

    // At rest: the secret sealed under the server secret, the codes as keyed hashes.
    const [row] = await sql<{ secret_sealed: string }>(
      app,
      'select secret_sealed from user_two_factor where user_id = ?',
      [member.user.id],
    );
    expect(row!.secret_sealed.startsWith('v1.')).toBe(true);
    expect(row!.secret_sealed).not.toContain(setup.body.secret);
    const hashes = await sql<{ code_hash: string }>(
      app,
      'select code_hash from two_factor_recovery_codes where user_id = ?',
      [member.user.id],
    );
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes)
      expect(codes.some((c) => code_hash.includes(c.slice(0, 5)))).toBe(false);

    expect(await audited('auth.2fa_enabled', member.user.id)).toBe(1);

    // A second setup while on is refused.
    const again = await member.client.post('/api/auth/2fa/setup');
    expect([again.status, again.body.code]).toEqual([409, 'TWO_FACTOR_ALREADY_ENABLED']);
  });
});

describe('signing in with a second factor', () => {
  it('answers a challenge and no usable session to the password; the code completes the sign-in', async () => {
    const member = await signUp(app);
    const { secret } = await enroll(member.client);
    const { client, res } = await passwordStep(app, member.email, member.password);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ twoFactorRequired: true, enrollmentRequired: false });
    expect(await count(app, 'sessions', 'user_id = ?', [member.user.id])).toBe(1); // the sign-up's only
    expect((await client.get('/api/tasks')).status).toBe(401);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await client.get('/api/auth/2fa')).status).toBe(401);
    const loginsBefore = await audited('auth.login', member.user.id);

    // Two steps away is beyond the accepted skew.
    const tooFar = await client.post('/api/auth/2fa/verify', { code: codeAt(secret, 2) });
    expect([tooFar.status, tooFar.body.code]).toEqual([400, 'TWO_FACTOR_CODE_INVALID']);
    // One step ahead (a phone clock ~30 s fast) is accepted.
    const verified = await client.post('/api/auth/2fa/verify', { code: codeAt(secret, 1) });
    expect(verified.status).toBe(200);
    expect(verified.body.user.id).toBe(member.user.id);
    expect((await client.get('/api/tasks')).status).toBe(200);
    expect(await count(app, 'sessions', 'user_id = ?', [member.user.id])).toBe(2);
    // The audit log: the wrong code as a failed sign-in, the sign-in itself once verified.
    expect(await audited('auth.login_failed', member.user.id)).toBe(1);
    expect(await audited('auth.login', member.user.id)).toBe(loginsBefore + 1);
  });

  it('refuses a replayed code, and any code of a step not newer than the last one used', async () => {
    const member = await signUp(app);
    const { secret } = await enroll(member.client); // used the previous step
    const first = await passwordStep(app, member.email, member.password);
    const code = codeAt(secret);
    expect((await first.client.post('/api/auth/2fa/verify', { code })).status).toBe(200);

    const second = await passwordStep(app, member.email, member.password);
    const replay = await second.client.post('/api/auth/2fa/verify', { code });
    expect([replay.status, replay.body.code]).toEqual([400, 'TWO_FACTOR_CODE_INVALID']);
    // The previous step's code is older than the last used one: refused too.
    expect((await second.client.post('/api/auth/2fa/verify', { code: codeAt(secret, -1) })).status).toBe(400);
    expect((await second.client.get('/api/tasks')).status).toBe(401);
    expect((await second.client.post('/api/auth/2fa/verify', { code: codeAt(secret, 1) })).status).toBe(200);
  });

  it('accepts each recovery code once', async () => {
    const member = await signUp(app);
    const { recoveryCodes } = await enroll(member.client);
    const [code] = recoveryCodes;
    const first = await passwordStep(app, member.email, member.password);
    // Typed in capitals and without the dash, it is the same code.
    const used = await first.client.post('/api/auth/2fa/verify', {
      code: code!.replace('-', '').toUpperCase(),
    });
    expect(used.status).toBe(200);
    expect((await first.client.get('/api/auth/2fa')).body.recoveryCodesLeft).toBe(9);

    const second = await passwordStep(app, member.email, member.password);
    const again = await second.client.post('/api/auth/2fa/verify', { code });
    expect([again.status, again.body.code]).toEqual([400, 'TWO_FACTOR_CODE_INVALID']);
    expect((await second.client.post('/api/auth/2fa/verify', { code: recoveryCodes[1] })).status).toBe(200);
  });

  it('throttles wrong codes like passwords: 429 from the 10th, even for the right code', async () => {
    const member = await signUp(app);
    const { secret } = await enroll(member.client);
    const { client } = await passwordStep(app, member.email, member.password);
    for (let i = 1; i < ACCOUNT_FAILURE_LIMIT; i++) {
      expect((await client.post('/api/auth/2fa/verify', { code: '000000' })).status).toBe(400);
    }
    const limited = await client.post('/api/auth/2fa/verify', { code: '000000' });
    expect([limited.status, limited.body.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(60);
    expect((await client.post('/api/auth/2fa/verify', { code: codeAt(secret) })).status).toBe(429);
    expect((await client.get('/api/tasks')).status).toBe(401);
  });

  it('verifies nothing without a pending sign-in, or with a forged one', async () => {
    const member = await signUp(app);
    await enroll(member.client);
    const nobody = await app.client().post('/api/auth/2fa/verify', { code: '123456' });
    expect([nobody.status, nobody.body.code]).toEqual([401, 'TWO_FACTOR_NOT_PENDING']);
    const forged = await app
      .client()
      .post('/api/auth/2fa/verify', { code: '123456' }, { cookie: `tm_session=tfa.${btoa('{}')}.AAAA` });
    expect(forged.status).toBe(401);
  });

  it('works the same through tRPC: auth.login answers the challenge, twoFactor.verify signs in', async () => {
    const member = await signUp(app);
    const { secret } = await enroll(member.client);
    const client = app.client();
    const login = await client.post('/trpc/auth.login', { email: member.email, password: member.password });
    expect(login.body.result.data).toEqual({ twoFactorRequired: true, enrollmentRequired: false });
    expect((await client.get('/api/tasks')).status).toBe(401);
    const verify = await client.post('/trpc/twoFactor.verify', { code: codeAt(secret) });
    expect(verify.body.result.data.id).toBe(member.user.id);
    expect((await client.get('/api/tasks')).status).toBe(200);
  });
});

describe('turning a second factor off, new recovery codes', () => {
  it('turns off with a code (not without), and regenerates recovery codes with a code', async () => {
    const member = await signUp(app);
    const { secret, recoveryCodes } = await enroll(member.client);
    const regenerated = await member.client.post('/api/auth/2fa/recovery-codes', { code: codeAt(secret) });
    expect(regenerated.status).toBe(200);
    expect(regenerated.body.recoveryCodes).toHaveLength(10);
    // The old codes are gone.
    const { client } = await passwordStep(app, member.email, member.password);
    expect((await client.post('/api/auth/2fa/verify', { code: recoveryCodes[0] })).status).toBe(400);

    const noCode = await member.client.request('DELETE', '/api/auth/2fa', {});
    expect([noCode.status, noCode.body.code]).toEqual([400, 'TWO_FACTOR_CODE_REQUIRED']);
    expect((await member.client.request('DELETE', '/api/auth/2fa', { code: '000000' })).status).toBe(400);
    const off = await member.client.request('DELETE', '/api/auth/2fa', {
      code: regenerated.body.recoveryCodes[0],
    });
    expect(off.status).toBe(204);
    expect((await passwordStep(app, member.email, member.password)).res.body.user.id).toBe(member.user.id);
  });
});

describe('admins', () => {
  it('reset a member’s second factor; members cannot', async () => {
    const admin = await app.admin();
    const member = await signUp(app);
    const other = await signUp(app);
    await enroll(member.client);
    const policy = await admin.client.get('/api/admin/two-factor');
    expect(policy.body.enrolledUserIds).toContain(member.user.id);

    const refused = await other.client.request('DELETE', `/api/admin/users/${member.user.id}/2fa`);
    expect(refused.status).toBe(403);
    expect((await admin.client.request('DELETE', '/api/admin/users/not-a-uuid/2fa')).status).toBe(400);
    // Open admin panels hear of it (users:updated) and read the list again.
    const socket = await connectSocket(app.url, admin.client.cookieHeader);
    const told = nextEvent(socket, 'users:updated');
    const reset = await admin.client.request('DELETE', `/api/admin/users/${member.user.id}/2fa`);
    expect(reset.status).toBe(204);
    await told;
    socket.close();
    expect((await admin.client.get('/api/admin/two-factor')).body.enrolledUserIds).not.toContain(
      member.user.id,
    );
    expect(await count(app, 'two_factor_recovery_codes', 'user_id = ?', [member.user.id])).toBe(0);
    expect(
      await count(app, 'audit_log', "kind = 'auth.2fa_reset' and target_id = ? and actor_id = ?", [
        member.user.id,
        admin.user.id,
      ]),
    ).toBe(1);
    expect((await passwordStep(app, member.email, member.password)).res.body.user.id).toBe(member.user.id);
  });

  it('require a second factor: a member without one gets a session held to the enrollment', async () => {
    const admin = await app.admin();
    const member = await signUp(app);
    expect((await member.client.put('/api/admin/two-factor', { required: true })).status).toBe(403);
    expect((await admin.client.put('/api/admin/two-factor', { required: 'yes' })).status).toBe(400);
    expect((await admin.client.put('/api/admin/two-factor', { required: true })).body.required).toBe(true);
    try {
      const { client, res } = await passwordStep(app, member.email, member.password);
      expect(res.body).toEqual({ twoFactorRequired: true, enrollmentRequired: true });
      expect(refused(await client.get('/api/tasks'))).toEqual([403, 'TWO_FACTOR_REQUIRED_BY_ADMIN']);
      // A code cannot complete it: the setup is what is asked.
      expect(refused(await client.post('/api/auth/2fa/verify', { code: '123456' }))).toEqual([
        403,
        'TWO_FACTOR_REQUIRED_BY_ADMIN',
      ]);
      expect((await client.get('/api/auth/me')).body.user.twoFactorEnrollmentRequired).toBe(true);
      const setup = await client.post('/api/auth/2fa/setup');
      expect(setup.status).toBe(200);
      expect(refused(await client.get('/api/tasks'))).toEqual([403, 'TWO_FACTOR_REQUIRED_BY_ADMIN']);
      const confirm = await client.post('/api/auth/2fa/confirm', { code: codeAt(setup.body.secret) });
      expect(confirm.status).toBe(200);
      expect(confirm.body.recoveryCodes).toHaveLength(10);
      expect(confirm.body.user.id).toBe(member.user.id);
      expect(confirm.body.user.twoFactorEnrollmentRequired).toBeUndefined();
      expect((await client.get('/api/tasks')).status).toBe(200);
      expect((await client.get('/api/auth/me')).body.user.twoFactorEnrollmentRequired).toBeUndefined();
      // While required, one's own second factor cannot be turned off.
      const off = await client.request('DELETE', '/api/auth/2fa', { code: codeAt(setup.body.secret, 1) });
      expect([off.status, off.body.code]).toEqual([409, 'TWO_FACTOR_REQUIRED_BY_ADMIN']);
      // The next sign-in asks for a code.
      expect((await passwordStep(app, member.email, member.password)).res.body.enrollmentRequired).toBe(
        false,
      );
    } finally {
      await admin.client.put('/api/admin/two-factor', { required: false });
    }
  });

  it('require a second factor: a sign-up gets a session held to the enrollment, over REST and tRPC', async () => {
    const admin = await app.admin();
    expect((await admin.client.put('/api/admin/two-factor', { required: true })).status).toBe(200);
    try {
      const client = app.client();
      const email = `held.${Date.now()}@example.com`;
      const res = await client.post('/api/auth/register', {
        name: 'Held Member',
        email,
        password: 'secret1',
      });
      expect(res.status).toBe(201);
      expect(res.body.user.twoFactorEnrollmentRequired).toBe(true);
      expect(refused(await client.get('/api/tasks'))).toEqual([403, 'TWO_FACTOR_REQUIRED_BY_ADMIN']);
      expect(refused(await client.post('/api/tokens', { name: 'Script', scope: 'read' }))).toEqual([
        403,
        'TWO_FACTOR_REQUIRED_BY_ADMIN',
      ]);
      expect(trpcError(await trpc.query(client, 'tasks.list'))).toEqual({
        status: 403,
        code: 'TWO_FACTOR_REQUIRED_BY_ADMIN',
      });
      // What the enrollment screen reads.
      expect((await trpc.query(client, 'auth.me')).body.result.data.twoFactorEnrollmentRequired).toBe(true);
      expect((await client.get('/api/auth/2fa')).body).toMatchObject({ enabled: false, required: true });

      const setup = await trpc.mutate(client, 'twoFactor.setup');
      expect(setup.status).toBe(200);
      const { secret } = setup.body.result.data;
      const confirm = await trpc.mutate(client, 'twoFactor.confirm', { code: codeAt(secret) });
      expect(confirm.status).toBe(200);
      expect(confirm.body.result.data.user.email).toBe(email);
      expect((await client.get('/api/tasks')).status).toBe(200);
      expect((await trpc.query(client, 'tasks.list')).status).toBe(200);
      expect(await count(app, 'sessions', 'must_enrol_two_factor')).toBe(0);
    } finally {
      await admin.client.put('/api/admin/two-factor', { required: false });
    }
  });

  it('require a second factor: a held session may sign out, and sessions begun before the rule stay whole', async () => {
    const before = await signUp(app);
    const admin = await app.admin();
    await admin.client.put('/api/admin/two-factor', { required: true });
    try {
      expect((await before.client.get('/api/tasks')).status).toBe(200);
      const held = await signUp(app);
      expect(refused(await held.client.get('/api/tasks'))).toEqual([403, 'TWO_FACTOR_REQUIRED_BY_ADMIN']);
      expect((await held.client.post('/api/auth/logout', {})).status).toBe(204);
      expect((await held.client.get('/api/auth/me')).status).toBe(401);
    } finally {
      await admin.client.put('/api/admin/two-factor', { required: false });
    }
  });
});
