import { reserveTestProvider, signInAtProvider, TEST_CLIENT } from '@tm/test-support/oidc-test-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, useTestApp } from '../../../../test/test-app.ts';
import { sql, trpc, trpcData } from '../../tasks/task.test-helper.ts';

// OpenID Connect sign-in (issue 21) against a real provider (oidc-provider) driven
// over plain HTTP like a browser: code flow with PKCE, state and nonce; accounts
// found by subject, linked by a verified address or created while sign-up is open;
// admins from OIDC_ADMIN_GROUP at every sign-in; failures land on the login page
// with a code; OIDC_ONLY refuses passwords; sign-out goes to the provider's end-session.

let provider: Awaited<ReturnType<typeof reserveTestProvider>>;
const ADMINS = 'tm-admins';

beforeAll(async () => {
  provider = await reserveTestProvider();
});
afterAll(() => provider?.stop());
const t = useTestApp(() => ({
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: TEST_CLIENT.id,
  OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
  OIDC_LABEL: 'Sign in with Corp',
  OIDC_ADMIN_GROUP: ADMINS,
}));
beforeAll(() => {
  provider.start(t.url);
  provider.accounts.set('alice-sub', {
    email: 'Alice@Corp.example',
    email_verified: true,
    name: 'Alice Corp',
  });
  provider.accounts.set('boss-sub', {
    email: 'boss@corp.example',
    email_verified: true,
    name: 'Boss Corp',
    groups: ['staff', ADMINS],
  });
});

const emailOf = async (id: string) =>
  (await sql<{ email: string }>(t, 'select email from users where id = ?', [id]))[0]!.email;

const userBySubject = async (sub: string) =>
  (
    await sql<{ id: string; email: string | null; is_admin: boolean; name: string }>(
      t,
      'select id, email, is_admin, name from users where oidc_subject = ?',
      [sub],
    )
  )[0];

describe('signing in through the provider', () => {
  it('start answers 302 to the provider with PKCE (S256), state and nonce, and a sealed httpOnly cookie', async () => {
    const res = await t.client().get('/api/auth/oidc/start');
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(to.origin).toBe(provider.issuer);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: TEST_CLIENT.id,
      response_type: 'code',
      redirect_uri: `${t.url}/api/auth/oidc/callback`,
      code_challenge_method: 'S256',
      scope: 'openid email profile groups',
    });
    for (const p of ['code_challenge', 'state', 'nonce'])
      expect(to.searchParams.get(p)).toMatch(/^[\w-]{20,}$/);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('tm_oidc='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/api\/auth\/oidc/);
    // Nothing of the checks is readable in it.
    expect(cookie).not.toContain(to.searchParams.get('state')!);
  });

  it('a first sign-in creates the account (sign-up open) with the verified address; the next finds it by subject', async () => {
    const browser = t.client();
    const done = await signInAtProvider(browser, 'alice-sub');
    expect(done).toMatchObject({ status: 302, location: `${t.url}/` });
    const me = await browser.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ name: 'Alice Corp', email: 'alice@corp.example', isAdmin: false });
    expect(await userBySubject('alice-sub')).toMatchObject({ id: me.body.user.id });

    // The address changes at the provider: the subject still finds the same account.
    provider.accounts.set('alice-sub', {
      email: 'alice.new@corp.example',
      email_verified: true,
      name: 'Alice Corp',
    });
    const again = t.client();
    expect((await signInAtProvider(again, 'alice-sub')).location).toBe(`${t.url}/`);
    expect((await again.get('/api/auth/me')).body.user.id).toBe(me.body.user.id);
    expect(await sql(t, `select count(*)::int as n from users where name = 'Alice Corp'`)).toEqual([
      { n: 1 },
    ]);

    const logins = await sql<{ kind: string; details: { method: string } }>(
      t,
      `select kind, details from audit_log where actor_id = ? and kind = 'auth.login'`,
      [me.body.user.id],
    );
    expect(logins).toHaveLength(2);
    expect(logins[0]!.details.method).toBe('oidc');
  });

  it('links an existing account with the same verified address and keeps its password', async () => {
    const member = await t.member('Linked Member');
    const email = await emailOf(member.user.id);
    provider.accounts.set('linked-sub', {
      email: email.toUpperCase(),
      email_verified: true,
      name: 'Other Name',
    });
    const browser = t.client();
    expect((await signInAtProvider(browser, 'linked-sub')).location).toBe(`${t.url}/`);
    expect((await browser.get('/api/auth/me')).body.user.id).toBe(member.user.id);
    expect(await userBySubject('linked-sub')).toMatchObject({ id: member.user.id, name: 'Linked Member' });
    await t.client().signIn(email, 'secret123');
  });

  it('never links an unverified address, and never gives it to a new account', async () => {
    const member = await t.member('Target Member');
    const email = await emailOf(member.user.id);
    provider.accounts.set('mallory-sub', { email, email_verified: false, name: 'Mallory' });
    const browser = t.client();
    const done = await signInAtProvider(browser, 'mallory-sub');
    expect(done.location).toBe(`${t.url}/login?oidcError=OIDC_EMAIL_UNVERIFIED`);
    expect((await browser.get('/api/auth/me')).status).toBe(401);
    expect(await userBySubject('mallory-sub')).toBeUndefined();
    const [failed] = await sql<{ details: Record<string, unknown> }>(
      t,
      `select details from audit_log where kind = 'auth.login_failed' and actor_name = ?`,
      [email],
    );
    expect(failed!.details).toMatchObject({ method: 'oidc' });

    // A new person whose address the provider does not vouch for gets an account without it.
    provider.accounts.set('fresh-sub', { email: 'fresh@corp.example', name: 'Fresh Unverified' });
    const fresh = t.client();
    expect((await signInAtProvider(fresh, 'fresh-sub')).location).toBe(`${t.url}/`);
    expect(await userBySubject('fresh-sub')).toMatchObject({ email: null, name: 'Fresh Unverified' });
  });

  it('maps OIDC_ADMIN_GROUP to the admin right at every sign-in, both ways', async () => {
    const browser = t.client();
    await signInAtProvider(browser, 'boss-sub');
    expect((await browser.get('/api/auth/me')).body.user.isAdmin).toBe(true);
    provider.accounts.set('boss-sub', {
      email: 'boss@corp.example',
      email_verified: true,
      name: 'Boss Corp',
      groups: ['staff'],
    });
    const later = t.client();
    await signInAtProvider(later, 'boss-sub');
    expect((await later.get('/api/auth/me')).body.user.isAdmin).toBe(false);
    const changes = await sql<{ details: { isAdmin: boolean; via: string } }>(
      t,
      `select details from audit_log where kind = 'user.role_changed' and target_id = ? order by at`,
      [(await userBySubject('boss-sub'))!.id],
    );
    expect(changes.map((c) => c.details)).toMatchObject([
      { isAdmin: true, via: 'oidc-group' },
      { isAdmin: false, via: 'oidc-group' },
    ]);
  });

  it('refuses a new person when sign-up is not open', async () => {
    const config = t.app.deps.config as { signup: string };
    config.signup = 'invite';
    try {
      provider.accounts.set('stranger-sub', { email: 'stranger@corp.example', email_verified: true });
      const done = await signInAtProvider(t.client(), 'stranger-sub');
      expect(done.location).toBe(`${t.url}/login?oidcError=OIDC_NO_ACCOUNT`);
      expect(await userBySubject('stranger-sub')).toBeUndefined();
      // Invited by an admin: the provider's verified address makes the account and uses the invitation.
      const admin = await t.admin();
      const invited = await admin.client.post('/api/admin/invitations', { email: 'stranger@corp.example' });
      expect(invited.status).toBe(201);
      const browser = t.client();
      expect((await signInAtProvider(browser, 'stranger-sub')).location).toBe(`${t.url}/`);
      const made = await userBySubject('stranger-sub');
      expect(made).toMatchObject({ email: 'stranger@corp.example' });
      expect(
        await sql(t, 'select used_by from invitations where id = ?', [invited.body.invitation.id]),
      ).toEqual([{ used_by: made!.id }]);
      // Not an unverified address, even invited.
      provider.accounts.set('stranger2-sub', { email: 'stranger2@corp.example', email_verified: false });
      await admin.client.post('/api/admin/invitations', { email: 'stranger2@corp.example' });
      expect((await signInAtProvider(t.client(), 'stranger2-sub')).location).toBe(
        `${t.url}/login?oidcError=OIDC_NO_ACCOUNT`,
      );
    } finally {
      config.signup = 'open';
    }
  });

  it('refuses a deactivated account', async () => {
    provider.accounts.set('gone-sub', { email: 'gone@corp.example', email_verified: true, name: 'Gone' });
    await signInAtProvider(t.client(), 'gone-sub');
    await sql(t, 'update users set deactivated_at = now() where oidc_subject = ?', ['gone-sub']);
    const browser = t.client();
    expect((await signInAtProvider(browser, 'gone-sub')).location).toBe(
      `${t.url}/login?oidcError=ACCOUNT_DEACTIVATED`,
    );
    expect((await browser.get('/api/auth/me')).status).toBe(401);
  });
});

describe('failures land on the login page with a code', () => {
  it('a callback without the browser that started (no cookie), or with a changed state', async () => {
    const res = await t.client().get('/api/auth/oidc/callback?code=abc&state=xyz');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`${t.url}/login?oidcError=OIDC_STATE_INVALID`);
    expect(res.text).toBe('');

    const browser = t.client();
    const start = await browser.get('/api/auth/oidc/start');
    expect(start.status).toBe(302);
    const changed = await browser.get('/api/auth/oidc/callback?code=abc&state=not-the-one');
    expect(changed.headers.get('location')).toBe(`${t.url}/login?oidcError=OIDC_STATE_INVALID`);
  });

  it('a code replayed in another sign-in fails the checks', async () => {
    provider.accounts.set('replay-sub', { email: 'replay@corp.example', email_verified: true });
    const first = await signInAtProvider(t.client(), 'replay-sub');
    // Another browser starts its own sign-in, then presents the first one's callback.
    const other = t.client();
    expect((await other.get('/api/auth/oidc/start')).status).toBe(302);
    const res = await other.get(first.callback.pathname + first.callback.search);
    expect(res.headers.get('location')).toMatch(/oidcError=OIDC_(STATE_INVALID|FAILED)$/);
    expect((await other.get('/api/auth/me')).status).toBe(401);
  });

  it('repeated failed callbacks from one address are one audit entry per outcome, with a count', async () => {
    const entries = (tried: string) =>
      sql<{ n: number; count: number }>(
        t,
        `select count(*)::int as n, max((details->>'count')::int) as count from audit_log
          where kind = 'auth.login_failed' and details->>'tried' like ?`,
        [tried],
      );
    const before = (await entries('no pending sign-in'))[0]!;
    for (let i = 0; i < 5; i++) {
      const res = await t.client().get(`/api/auth/oidc/callback?code=c${i}&state=s${i}`);
      expect(res.headers.get('location')).toBe(`${t.url}/login?oidcError=OIDC_STATE_INVALID`);
      await t.client().get(`/api/auth/oidc/callback?error=junk-${i}-${'x'.repeat(100)}`);
    }
    expect((await entries('no pending sign-in'))[0]).toEqual({ n: 1, count: (before.count ?? 1) + 5 });
    expect((await entries('provider: junk-%'))[0]).toEqual({ n: 1, count: 5 });
  });

  it('the person cancelling at the provider', async () => {
    const browser = t.client();
    await browser.get('/api/auth/oidc/start');
    const res = await browser.get('/api/auth/oidc/callback?error=access_denied&state=x');
    expect(res.headers.get('location')).toBe(`${t.url}/login?oidcError=OIDC_DENIED`);
  });
});

describe('configuration, OIDC_ONLY and sign-out', () => {
  it('the login page learns the button text from GET /api/config', async () => {
    const res = await t.client().get('/api/config');
    expect(res.body.oidc).toEqual({ label: 'Sign in with Corp', only: false });
  });

  it('OIDC_ONLY refuses password and name sign-in and sign-up on the server', async () => {
    const oidc = t.app.deps.config.oidc as { only: boolean };
    oidc.only = true;
    try {
      expect((await t.client().get('/api/config')).body.oidc.only).toBe(true);
      const login = await t
        .client()
        .post('/api/auth/login', { email: 'demo@example.com', password: 'demo123' });
      expect([login.status, login.body.code]).toEqual([403, 'PASSWORD_SIGN_IN_DISABLED']);
      const byName = await t.client().post('/api/auth/login', { name: 'Someone New' });
      expect(byName.status).toBe(403);
      const register = await t.client().post('/api/auth/register', {
        name: 'No Way',
        email: 'no-way@example.com',
        password: 'secret123',
      });
      expect([register.status, register.body.code]).toEqual([403, 'PASSWORD_SIGN_IN_DISABLED']);
      expect(await sql(t, `select id from users where email = 'no-way@example.com'`)).toEqual([]);
      // The provider still signs people in.
      expect((await signInAtProvider(t.client(), 'alice-sub')).location).toBe(`${t.url}/`);
    } finally {
      oidc.only = false;
    }
  });

  it('sign-out ends our session and sends a linked account to the provider’s end-session page', async () => {
    const browser = t.client();
    await signInAtProvider(browser, 'alice-sub');
    const res = await browser.post('/api/auth/oidc/logout');
    expect(res.status).toBe(200);
    const to = new URL(res.body.redirectTo);
    expect(to.origin).toBe(provider.issuer);
    expect(to.searchParams.get('client_id')).toBe(TEST_CLIENT.id);
    expect(to.searchParams.get('post_logout_redirect_uri')).toBe(`${t.url}/login`);
    expect((await browser.get('/api/auth/me')).status).toBe(401);
    // The provider knows the page: it answers its logout confirmation.
    expect((await fetch(to, { redirect: 'manual' })).status).toBe(200);

    // A password account signs out to the login page only; tRPC answers the same.
    const member = await t.member();
    const out = trpcData(await trpc.mutate(member.client, 'oidc.logout'));
    expect(out).toEqual({ redirectTo: `${t.url}/login` });
    expect((await member.client.get('/api/auth/me')).status).toBe(401);
  });
});

describe('a provider that cannot be reached, and no provider', () => {
  it('start sends to the login page with OIDC_UNAVAILABLE; without OIDC_ISSUER the paths are 404', async () => {
    const dead = await reserveTestProvider();
    await dead.stop();
    const app = await startTestApp({ OIDC_ISSUER: dead.issuer, OIDC_CLIENT_ID: 'x' });
    try {
      const res = await app.client().get('/api/auth/oidc/start');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe(`${app.url}/login?oidcError=OIDC_UNAVAILABLE`);
      (app.app.deps.config as { oidc: unknown }).oidc = null;
      expect((await app.client().get('/api/auth/oidc/start')).status).toBe(404);
      expect((await app.client().get('/api/config')).body.oidc).toBeNull();
    } finally {
      await app.stop();
    }
  });
});
