import { FakeTicketing } from '@tm/test-support/fake-ticketing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import type { TestResponse } from '../../../test/test-client.ts';
import { sql, trpc, trpcError } from '../tasks/task.test-helper.ts';
import { INTEGRATION_TEST_WINDOW_SECONDS, INTEGRATION_TESTS_PER_WINDOW } from './integration-test-limit.ts';

// A connection test calls whatever address it is given: without a limit, a port
// scanner. Each user gets INTEGRATION_TESTS_PER_WINDOW per window, counted before
// the outgoing call, REST and tRPC alike.
const KEY = 'zammad-token-7f3a9c1e5b2d4f60';

let vendor: FakeTicketing;
beforeAll(async () => {
  vendor = await new FakeTicketing(KEY).start();
});
afterAll(() => vendor?.stop());
// Started after the vendor and stopped before it.
const t = useTestApp();

const body = () => ({ provider: 'zammad', apiUrl: vendor.url, apiKey: KEY });

function expectLimited(res: TestResponse) {
  expect(res.status, res.text).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(INTEGRATION_TEST_WINDOW_SECONDS);
}

describe('connection tests', () => {
  it('are limited per user, even all at once, before the vendor is called', async () => {
    const m = await t.member('Port Scanner');
    const before = vendor.requests.length;
    const burst = await Promise.all(
      Array.from({ length: INTEGRATION_TESTS_PER_WINDOW + 5 }, () =>
        m.client.post('/api/integrations/test', body()),
      ),
    );
    const passed = burst.filter((r) => r.status === 200);
    expect(passed).toHaveLength(INTEGRATION_TESTS_PER_WINDOW);
    for (const res of burst.filter((r) => r.status !== 200)) {
      expectLimited(res);
      expect(res.body.code).toBe('RATE_LIMITED');
    }
    expect(vendor.requests.length - before).toBe(INTEGRATION_TESTS_PER_WINDOW);

    // tRPC shares the count; so does saving an enabled integration, which tests first.
    const viaTrpc = await trpc.mutate(m.client, 'integrations.test', body());
    expect(trpcError(viaTrpc)).toEqual({ status: 429, code: 'RATE_LIMITED' });
    expectLimited(viaTrpc);
    const saved = await m.client.post('/api/integrations/configure', body());
    expectLimited(saved);
    expect(await sql(t, 'select 1 from integrations where user_id = ?', [m.user.id])).toEqual([]);
    expect(vendor.requests.length - before).toBe(INTEGRATION_TESTS_PER_WINDOW);

    // Saving a disabled integration calls no one and is not limited.
    const disabled = await m.client.post('/api/integrations/configure', { ...body(), enabled: false });
    expect(disabled.status, disabled.text).toBe(200);

    // Another member has a count of their own.
    const other = await t.member('Honest Tester');
    expect((await other.client.post('/api/integrations/test', body())).body).toMatchObject({ success: true });
  });

  it('are allowed again once the window has passed', async () => {
    const m = await t.member('Patient Tester');
    for (let i = 0; i < INTEGRATION_TESTS_PER_WINDOW; i++) {
      expect((await trpc.mutate(m.client, 'integrations.test', body())).status).toBe(200);
    }
    expectLimited(await m.client.post('/api/integrations/test', body()));
    // The window's start moved back instead of waiting a minute.
    await sql(
      t,
      `update integration_test_windows set window_started_at = now() - make_interval(secs => ?) where user_id = ?`,
      [INTEGRATION_TEST_WINDOW_SECONDS, m.user.id],
    );
    const again = await m.client.post('/api/integrations/test', body());
    expect(again.status, again.text).toBe(200);
    expect(again.body).toMatchObject({ success: true });
  });
});
