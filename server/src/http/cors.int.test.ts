import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { connectSocket } from '../../test/test-socket.ts';

const DASHBOARD = 'http://dashboard.example';
const t = useTestApp({ ALLOWED_ORIGINS: DASHBOARD });

const corsHeaders = (headers: Headers) => ({
  origin: headers.get('access-control-allow-origin'),
  credentials: headers.get('access-control-allow-credentials'),
});

const preflight = (path: string, method: string) =>
  fetch(`${t.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin: DASHBOARD,
      'access-control-request-method': method,
      'access-control-request-headers': 'content-type, x-requested-with',
    },
  });

describe('what the standalone dashboard reads from ALLOWED_ORIGINS', () => {
  it.each([
    '/api/tasks/public',
    '/api/config',
    '/trpc/tasks.publicList?batch=1&input=%7B%7D',
    '/trpc/tasks.publicList,system.config?batch=1&input=%7B%7D',
  ])('%s answers it, cookies included', async (path) => {
    const res = await t.client().get(path, { origin: DASHBOARD });
    expect(res.status).toBe(200);
    expect(corsHeaders(res.headers)).toEqual({ origin: DASHBOARD, credentials: 'true' });
    // tRPC writes its own Vary (trpc-accept); its answers carry no validator a cache could reuse.
    if (path.startsWith('/api')) expect(res.headers.get('vary')).toMatch(/origin/i);
  });

  it('answers the preflight of those reads', async () => {
    const res = await preflight('/api/config', 'GET');
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-methods')).toContain('GET');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/x-requested-with/i);
  });

  it('gives other origins no CORS headers', async () => {
    const res = await t.client().get('/api/tasks/public', { origin: 'http://elsewhere.example' });
    expect(corsHeaders(res.headers)).toEqual({ origin: null, credentials: null });
  });
});

describe('member routes from ALLOWED_ORIGINS', () => {
  it('answer a signed-in member without CORS headers, so that page cannot read them', async () => {
    const member = t.client();
    await member.signIn('demo@example.com', 'demo123');
    for (const path of [
      '/api/tasks',
      '/api/auth/me',
      '/trpc/tasks.publicList,auth.me?batch=1&input=%7B%7D',
    ]) {
      const res = await member.get(path, { origin: DASHBOARD });
      expect(corsHeaders(res.headers), path).toEqual({ origin: null, credentials: null });
    }
  });

  it('get no preflight: a cross-origin write never leaves the browser', async () => {
    for (const [path, method] of [
      ['/trpc/tasks.claim', 'POST'],
      ['/api/tasks', 'POST'],
      ['/api/tasks/public', 'DELETE'],
    ] as const) {
      const res = await preflight(path, method);
      expect(corsHeaders(res.headers), `${method} ${path}`).toEqual({ origin: null, credentials: null });
    }
  });

  it("keep the dashboard's socket in the public room, even with a member's cookie", async () => {
    const member = t.client();
    await member.signIn('demo@example.com', 'demo123');
    const socket = await connectSocket(t.url, member.cookieHeader, {
      extraHeaders: { cookie: member.cookieHeader, origin: DASHBOARD },
    });
    try {
      const serverSide = t.app.deps.realtime.io!.of('/').sockets.get(socket.id!)!;
      expect([...serverSide.rooms].filter((room) => room !== socket.id)).toEqual(['public']);
      expect(serverSide.data.user).toBeNull();
    } finally {
      socket.disconnect();
    }
  });
});

describe("the app's own content security policy", () => {
  it('lets its pages connect to their own origin and its socket only, not to any ws: or wss: host', async () => {
    const res = await t.client().get('/api/config');
    const connect = (res.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('connect-src'));
    const host = new URL(t.url).host;
    expect(connect).toBe(`connect-src 'self' ws://${host} wss://${host}`);
  });
});
