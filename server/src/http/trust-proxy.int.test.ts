import { beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../test/test-app.ts';
import { ADDRESS_FAILURE_LIMIT } from '../modules/auth/login-throttle.ts';
import { sql } from '../modules/users/accounts.test-helper.ts';
import { addressLimitKey } from './address-key.ts';

// Which client address the server acts on is seen through the login throttle: an
// address with a full count of failures gets 429 where any other gets 401.
const BLOCKED = '203.0.113.10';
const OTHER = '203.0.113.20';

async function fillFailuresFor(app: TestApp, address: string): Promise<void> {
  await sql(
    app,
    `insert into login_attempts (kind, account_key, address)
       select 'login_failed', 'filler-' || n || '@example.com', ? from generate_series(1, ?) as n`,
    [address, ADDRESS_FAILURE_LIMIT],
  );
}

const loginFrom = (app: TestApp, forwardedFor: string) =>
  app
    .client()
    .post(
      '/api/auth/login',
      { email: 'nobody@example.com', password: 'wrong' },
      { 'x-forwarded-for': forwardedFor },
    );

describe('TRUST_PROXY=1 (one proxy hop, as the deployment guide says)', () => {
  const app = useTestApp({ TRUST_PROXY: '1' });
  beforeAll(() => fillFailuresFor(app, BLOCKED));

  it('throttles two clients behind the proxy separately, by their forwarded address', async () => {
    expect((await loginFrom(app, BLOCKED)).status).toBe(429);
    expect((await loginFrom(app, OTHER)).status).toBe(401);
    // The proxy appends the address it saw: only the last entry is believed.
    expect((await loginFrom(app, `${OTHER}, ${BLOCKED}`)).status).toBe(429);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped address as its IPv4 address', async () => {
    await fillFailuresFor(app, addressLimitKey('2001:db8:aa:bb::1'));
    expect((await loginFrom(app, '2001:db8:aa:bb::1')).status).toBe(429);
    // Another address of the same /64 is the same client.
    expect((await loginFrom(app, '2001:db8:aa:bb:1234:5678:9abc:def0')).status).toBe(429);
    expect((await loginFrom(app, '2001:db8:aa:bc::1')).status).toBe(401);
    expect((await loginFrom(app, `::ffff:${BLOCKED}`)).status).toBe(429);
  });
});

describe('without TRUST_PROXY', () => {
  const app = useTestApp();
  beforeAll(() => fillFailuresFor(app, BLOCKED));

  it("ignores a forged X-Forwarded-For: the address stays the connection's", async () => {
    expect((await loginFrom(app, BLOCKED)).status).toBe(401);
  });
});
