import { TRPC_MAX_BATCH } from '@tm/domain/api/trpc-batch';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { count, DEMO, sessionToken } from '../users/accounts.test-helper.ts';

// DESIGN (sessions): tRPC batches are bounded and carry no sign-in calls, or one
// HTTP request would run many password checks past the login throttle.
const app = useTestApp();

/** One HTTP request carrying `calls` (procedure and input), in tRPC's batch format. */
function batch(calls: [path: string, input: unknown][], client = app.client()) {
  const inputs = Object.fromEntries(calls.map(([, input], i) => [i, input]));
  return client.post(`/trpc/${calls.map(([path]) => path).join(',')}?batch=1`, inputs);
}
const failedLogins = () => count(app, 'login_attempts', "kind = 'login_failed'");

describe('tRPC batches and sign-in calls', () => {
  it('refuses a batch of 30 auth.login calls before running any of them', async () => {
    const before = await failedLogins();
    const res = await batch(
      Array.from({ length: 30 }, () => ['auth.login', { email: DEMO.email, password: 'x' }]),
    );
    expect(res.status).toBe(400);
    expect(await failedLogins()).toBe(before);
  });

  it('refuses auth.login inside a batch of two, with a stable code, and signs no one in', async () => {
    const client = app.client();
    const res = await batch(
      [
        ['auth.login', DEMO],
        ['auth.login', DEMO],
      ],
      client,
    );
    expect(res.body.map((r: { error: { data: { appCode: string } } }) => r.error.data.appCode)).toEqual([
      'AUTH_CALL_IN_BATCH',
      'AUTH_CALL_IN_BATCH',
    ]);
    expect(res.body[0].error.data.httpStatus).toBe(400);
    expect(sessionToken(client)).toBeUndefined();
  });

  it.each([
    ['auth.register', { name: 'Batched', email: 'batched@example.com', password: 'abc' }],
    ['auth.changePassword', { newPassword: 'abcdef' }],
    ['auth.setPassword', { token: 'x', password: 'abcdef' }],
    ['auth.passwordLink', { token: 'x' }],
  ])('refuses %s in a batch of two', async (path, input) => {
    const client = app.client();
    await client.signIn(DEMO.email, DEMO.password);
    const users = await count(app, 'users');
    const res = await batch(
      [
        [path, input],
        [path, input],
      ],
      client,
    );
    expect(res.body.map((r: { error: { data: { appCode: string } } }) => r.error.data.appCode)).toEqual([
      'AUTH_CALL_IN_BATCH',
      'AUTH_CALL_IN_BATCH',
    ]);
    expect(await count(app, 'users')).toBe(users);
    expect((await client.signIn(DEMO.email, DEMO.password)).email).toBe(DEMO.email);
  });

  it('runs a sign-in call sent alone, in the batch format too', async () => {
    const client = app.client();
    const res = await batch([['auth.login', DEMO]], client);
    expect(res.status).toBe(200);
    expect(res.body[0].result.data.email).toBe(DEMO.email);
    expect(sessionToken(client)).toBeTruthy();
  });

  it(`takes batches of up to ${TRPC_MAX_BATCH} calls and refuses larger ones`, async () => {
    // Queries batch over GET: n calls of the public client configuration.
    const queries = (n: number) =>
      app.client().get(`/trpc/${Array(n).fill('system.config').join(',')}?batch=1&input=%7B%7D`);
    const full = await queries(TRPC_MAX_BATCH);
    expect(full.status).toBe(200);
    expect(full.body).toHaveLength(TRPC_MAX_BATCH);
    expect((await queries(TRPC_MAX_BATCH + 1)).status).toBe(400);
  });
});
