import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { count, signUp, sql } from '../users/accounts.test-helper.ts';
import { ACCOUNT_FAILURE_LIMIT, REGISTRATION_LIMIT } from './login-throttle.ts';

// DESIGN (sessions): an attempt is counted before the password is checked, under a
// lock in the database, so attempts sent at once cannot pass the limit. Each
// login_failed row is one attempt that got through to a password check.
const app = useTestApp();

const attempt = (email: string, password: string) =>
  app.client().post('/api/auth/login', { email, password });
const checkedFor = (email: string) =>
  count(app, 'login_attempts', "kind = 'login_failed' and account_key = ?", [email]);

describe('login throttle under concurrency', () => {
  it('lets at most the limit of 30 concurrent wrong passwords reach a check, then refuses the right one', async () => {
    const target = await signUp(app, 'Raced Account');
    const answers = await Promise.all(Array.from({ length: 30 }, () => attempt(target.email, 'wrong')));
    expect(await checkedFor(target.email)).toBe(ACCOUNT_FAILURE_LIMIT);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(statuses.filter((s) => s === 401).length).toBeLessThan(ACCOUNT_FAILURE_LIMIT);

    const rightOne = await attempt(target.email, target.password);
    expect(rightOne.status).toBe(429);
    expect(rightOne.body.code).toBe('RATE_LIMITED');
    expect(await count(app, 'sessions', 'user_id = ?', [target.user.id])).toBe(1);
    expect(await checkedFor(target.email)).toBe(ACCOUNT_FAILURE_LIMIT);
  });

  it('holds when two requests race for the last attempt left', async () => {
    const target = await signUp(app, 'Last Attempt');
    await sql(
      app,
      `insert into login_attempts (kind, account_key, address) select 'login_failed', ?, '192.0.2.1' from generate_series(1, ?)`,
      [target.email, ACCOUNT_FAILURE_LIMIT - 1],
    );
    const [a, b] = await Promise.all([attempt(target.email, 'wrong-a'), attempt(target.email, 'wrong-b')]);
    // Only one of the two reached a password check; reaching the limit, it answers 429 too.
    expect(await checkedFor(target.email)).toBe(ACCOUNT_FAILURE_LIMIT);
    expect([a.status, b.status]).toEqual([429, 429]);
  });

  it('takes back the count of every successful login once it is done', async () => {
    const member = await signUp(app, 'Busy Member');
    // One after the other: attempts still running count, so a success is taken back only when it ends.
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT + 2; i++) {
      expect((await attempt(member.email, member.password)).status).toBe(200);
    }
    expect(await checkedFor(member.email)).toBe(0);
    expect((await attempt(member.email, 'wrong')).status).toBe(401);
  });
});

describe('sign-up throttle under concurrency', () => {
  it('lets one of five concurrent sign-ups through when one is left for the address', async () => {
    const [{ n }] = (await sql<{ n: number }>(
      app,
      "select count(*)::int as n from login_attempts where kind = 'registration'",
    )) as [{ n: number }];
    await sql(
      app,
      `insert into login_attempts (kind, address) select 'registration', '127.0.0.1' from generate_series(1, ?)`,
      [REGISTRATION_LIMIT - 1 - n],
    );
    const users = await count(app, 'users');
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        app.client().post('/api/auth/register', {
          name: `Racer ${i}`,
          email: `racer${i}@example.com`,
          password: 'abc',
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 429, 429, 429, 429]);
    expect(await count(app, 'users')).toBe(users + 1);
  });
});
