import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { count, signUp, sql } from '../users/accounts.test-helper.ts';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT, REGISTRATION_LIMIT } from './login-throttle.ts';

const app = useTestApp();

const attempt = (email: string, password: string, headers: Record<string, string> = {}) =>
  app.client().post('/api/auth/login', { email, password }, headers);

describe('login throttling per account', () => {
  it('answers 429 from the 10th failure for that account only; successes are not counted', async () => {
    const target = await signUp(app, 'Target');
    const bystander = await signUp(app, 'Bystander');

    for (let i = 1; i < ACCOUNT_FAILURE_LIMIT; i++) {
      expect((await attempt(target.email, 'wrong')).status).toBe(401);
      // Successful logins in between neither count nor reset anything.
      expect((await attempt(target.email, target.password)).status).toBe(200);
    }
    const tenth = await attempt(target.email, 'wrong');
    expect(tenth.status).toBe(429);
    expect(tenth.body.code).toBe('RATE_LIMITED');
    // It says when the oldest failure leaves the 15-minute window: almost all of it here.
    const retryAfter = Number(tenth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Locked for the window, even with the right password, without a new session.
    const sessionsBefore = await count(app, 'sessions', 'user_id = ?', [target.user.id]);
    expect((await attempt(target.email, target.password)).status).toBe(429);
    expect(await count(app, 'sessions', 'user_id = ?', [target.user.id])).toBe(sessionsBefore);

    expect((await attempt(bystander.email, bystander.password)).status).toBe(200);
    expect((await attempt(bystander.email, 'wrong')).status).toBe(401);
    expect(
      await count(app, 'login_attempts', "kind = 'login_failed' and account_key = ?", [target.email]),
    ).toBe(ACCOUNT_FAILURE_LIMIT);
  });

  it('counts an address in any letter case as the same account', async () => {
    const target = await signUp(app, 'Casing');
    for (let i = 1; i < ACCOUNT_FAILURE_LIMIT; i++) {
      await attempt(i % 2 ? target.email.toUpperCase() : target.email, 'wrong');
    }
    expect((await attempt(` ${target.email.toUpperCase()} `, 'wrong')).status).toBe(429);
  });
});

describe('login throttling per address', () => {
  it('answers 429 from the 50th failure from one address; a forged X-Forwarded-For changes nothing', async () => {
    const [counted] = await app.app.deps.orm.em
      .fork()
      .execute<{ n: number }[]>(`select count(*)::int as n from login_attempts where kind = 'login_failed'`);
    const already = counted!.n;
    const victim = await signUp(app, 'Address Victim');
    // Every attempt names another account and claims another client address.
    for (let i = already + 1; i < ADDRESS_FAILURE_LIMIT; i++) {
      const res = await attempt(`ghost${i}@example.com`, 'wrong', {
        'x-forwarded-for': `203.0.113.${i % 250}`,
      });
      expect(res.status).toBe(401);
    }
    const last = await attempt('ghost-last@example.com', 'wrong', { 'x-forwarded-for': '198.51.100.7' });
    expect(last.status).toBe(429);
    // The whole address is held back, for accounts never tried before too.
    const other = await attempt(victim.email, victim.password, { 'x-forwarded-for': '198.51.100.8' });
    expect(other.status).toBe(429);
  });
});

describe('sign-up throttling per address', () => {
  it('allows 100 sign-ups per address in 15 minutes, then answers 429 and stores nothing', async () => {
    const [{ n }] = (await sql<{ n: number }>(
      app,
      "select count(*)::int as n from login_attempts where kind = 'registration'",
    )) as [{ n: number }];
    // Earlier sign-ups of this file are already counted; fill up to one below the limit.
    await sql(
      app,
      `insert into login_attempts (kind, address) select 'registration', '127.0.0.1' from generate_series(1, ?)`,
      [REGISTRATION_LIMIT - 1 - n],
    );
    const register = (name: string) =>
      app.client().post('/api/auth/register', { name, email: `${name}@example.com`, password: 'abc' });
    expect((await register('hundredth')).status).toBe(201);
    const before = await count(app, 'users');
    const refused = await register('one-too-many');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(await count(app, 'users')).toBe(before);
    // A first name-only login creates a member too, so it is held back the same way.
    const nameOnly = await app.client().post('/api/auth/login', { name: 'Walk-in After Limit' });
    expect(nameOnly.status).toBe(429);
    expect(await count(app, 'users')).toBe(before);
  });
});
