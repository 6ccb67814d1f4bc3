import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type NoticeSwallowingProxy,
  startNoticeSwallowingProxy,
} from '../../../test/notice-swallowing-proxy.ts';
import {
  clusterSkipReason,
  sessionCookie,
  startTestCluster,
  type TestCluster,
} from '../../../test/test-cluster.ts';
import { connectSocket, eventually, type TestSocket } from '../../../test/test-socket.ts';
import type { RunningApp } from '../../app.ts';

// Instance b reaches the database through a proxy that, once told, drops every change
// notice while its listening connection stays open and answers queries: a pooler in
// transaction mode, or a link reset without either side being told. Nothing tells b
// its kept sessions went stale but its own keepalive notices not coming back. There is
// no Redis either, so nothing but b itself can end its sockets.

if (clusterSkipReason) console.warn(`[lost session notices tests skipped] ${clusterSkipReason}`);

const me = async (app: RunningApp, cookie: string) =>
  (await fetch(`${app.url}/api/auth/me`, { headers: { cookie } })).status;

const logout = async (app: RunningApp, cookie: string) =>
  (
    await fetch(`${app.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, 'x-requested-with': 'test' },
    })
  ).status;

describe.skipIf(clusterSkipReason)('an instance whose session notices stop arriving', () => {
  let cluster: TestCluster;
  let proxy: NoticeSwallowingProxy;
  let a: RunningApp;
  let b: RunningApp;
  let keptCookie: string;
  let socketCookie: string;
  let socketOnB: TestSocket;

  beforeAll(async () => {
    // Short intervals keep the test quick; the defaults are seconds.
    cluster = await startTestCluster(1, {
      SESSION_NOTICE_KEEPALIVE_MS: '100',
      SOCKET_SESSION_RECHECK_MS: '300',
    });
    [a] = cluster.instances as [RunningApp];
    proxy = await startNoticeSwallowingProxy(cluster.databaseUrl);
    b = await cluster.startInstance({ DATABASE_URL: proxy.url });

    keptCookie = await sessionCookie(a, 'demo@example.com', 'demo123');
    // b keeps the session once it trusts its notices (its first keepalive came back).
    await eventually(
      async () => (await me(b, keptCookie)) === 200 && b.deps.sessions.cache.size > 0,
      'b keeps a session it checked',
    );
    socketCookie = await sessionCookie(a, 'admin@example.com', 'admin123');
    socketOnB = await connectSocket(b.url, socketCookie);

    proxy.swallowNotices();
  });
  afterAll(async () => {
    socketOnB?.disconnect();
    await cluster?.stop();
    await proxy?.close();
  });

  it('refuses on its next requests a session logged out on another instance', async () => {
    expect(await logout(a, keptCookie)).toBe(204);
    await eventually(async () => (await me(b, keptCookie)) === 401, 'b refuses the ended session');
  });

  it('disconnects its socket whose session was logged out on another instance, with no Redis to say so', async () => {
    expect(socketOnB.connected).toBe(true);
    expect(await logout(a, socketCookie)).toBe(204);
    await eventually(async () => !socketOnB.connected, 'b disconnects the socket of the ended session');
  });

  it('keeps sessions in memory again once its notices arrive again, starting from nothing', async () => {
    const cache = b.deps.sessions.cache;
    expect([cache.isTrusted(), cache.size]).toEqual([false, 0]);
    proxy.swallowNotices(false);
    // The listener gives up its deaf connections and makes new ones, after a backoff of up to 10 s.
    await eventually(async () => cache.isTrusted(), 'b trusts its notices again', 600);
    const cookie = await sessionCookie(a, 'demo@example.com', 'demo123');
    await eventually(async () => (await me(b, cookie)) === 200 && cache.size > 0, 'b keeps a session again');
  });
});
