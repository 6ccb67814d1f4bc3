import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const DASHBOARD = 'http://dashboard.example';
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ ALLOWED_ORIGINS: DASHBOARD });
});
afterAll(async () => {
  await t?.stop();
});

describe('cross-origin calls from ALLOWED_ORIGINS', () => {
  it('lets an allowed origin read the public tasks, cookies included', async () => {
    const res = await t.client().get('/api/tasks/public', { origin: DASHBOARD });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(DASHBOARD);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('vary')).toMatch(/origin/i);
  });

  it('answers the preflight of a tRPC call', async () => {
    const res = await fetch(`${t.url}/trpc/tasks.claim`, {
      method: 'OPTIONS',
      headers: {
        origin: DASHBOARD,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
  });

  it('gives other origins no CORS headers', async () => {
    const res = await t.client().get('/api/tasks/public', { origin: 'http://elsewhere.example' });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
