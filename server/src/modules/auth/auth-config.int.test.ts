import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { count, DEMO } from '../users/accounts.test-helper.ts';

// A deployment behind a TLS-terminating proxy, with name-only login off.
const app = useTestApp({ NAME_ONLY_LOGIN: '0', TRUST_PROXY: 'loopback' });

describe('auth configuration', () => {
  it('marks the session cookie Secure when the request came over https', async () => {
    const res = await app.client().post('/api/auth/login', DEMO, { 'x-forwarded-proto': 'https' });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('tm_session='))!;
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
  });

  it('refuses a name-only login when it is off, creating nobody', async () => {
    const before = await count(app, 'users');
    const res = await app.client().post('/api/auth/login', { name: 'Walk-in', avatar: '🐱' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('NAME_ONLY_LOGIN_DISABLED');
    expect(await count(app, 'users')).toBe(before);
  });
});
