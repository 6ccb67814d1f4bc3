import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedisServer, type PrivateRedis, privateRedis } from '../../test/private-redis.ts';
import {
  clusterSkipReason,
  sessionCookie,
  startTestCluster,
  type TestCluster,
} from '../../test/test-cluster.ts';
import { connectSocket, eventually, type TestSocket } from '../../test/test-socket.ts';
import type { RunningApp } from '../app.ts';

// A session ended on instance a must end its sockets on instance b too. Redis (which
// carries a's "disconnect these sockets" to b) is down here, and b's periodic re-check
// is set far beyond the test: only the database's change notices can tell b.

const skipReason =
  clusterSkipReason ??
  (hasRedisServer() ? null : 'no redis-server binary to start a Redis of the test’s own');
if (skipReason) console.warn(`[socket revocation tests skipped] ${skipReason}`);

describe.skipIf(skipReason)(
  `sockets of a revoked session, with Redis down${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let redis: PrivateRedis;
    let cluster: TestCluster;
    let a: RunningApp;
    let b: RunningApp;
    let adminCookie: string;
    const sockets: TestSocket[] = [];

    const call = (method: string, path: string, cookie: string, body?: unknown) =>
      fetch(`${a.url}/api${path}`, {
        method,
        headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'test' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    /** A new account made by the admin on a, signed in on a. */
    const newMember = async (isAdmin = false) => {
      const email = `m-${randomUUID()}@example.com`;
      const res = await call('POST', '/admin/users', adminCookie, {
        name: 'Member',
        email,
        password: 'secret',
        isAdmin,
      });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      return { id, email, cookie: await sessionCookie(a, email, 'secret') };
    };
    const socketOnB = async (cookie: string) => {
      const socket = await connectSocket(b.url, cookie);
      sockets.push(socket);
      return socket;
    };
    const onB = (userId: string) =>
      [...b.deps.realtime.io!.of('/').sockets.values()].filter((s) => s.data.user?.id === userId);

    beforeAll(async () => {
      redis = await privateRedis();
      await redis.start();
      cluster = await startTestCluster(2, { REDIS_URL: redis.url, SOCKET_SESSION_RECHECK_MS: '3600000' });
      [a, b] = cluster.instances as [RunningApp, RunningApp];
      adminCookie = await sessionCookie(a, 'admin@example.com', 'admin123');
      await redis.kill();
    });
    afterAll(async () => {
      for (const s of sockets) s.disconnect();
      await cluster?.stop();
      await redis?.kill();
    });

    it('disconnects the sockets of a session logged out on the other instance', async () => {
      const member = await newMember();
      const socket = await socketOnB(member.cookie);
      expect((await call('POST', '/auth/logout', member.cookie)).status).toBe(204);
      await eventually(async () => !socket.connected, 'b disconnects the logged-out socket');
    });

    it("disconnects a deleted user's sockets", async () => {
      const member = await newMember();
      const socket = await socketOnB(member.cookie);
      expect((await call('DELETE', `/admin/users/${member.id}`, adminCookie)).status).toBe(204);
      await eventually(async () => !socket.connected, "b disconnects the deleted user's socket");
    });

    it('disconnects the other sessions of a user who changed their password, and keeps the one in use', async () => {
      const member = await newMember();
      const other = await socketOnB(member.cookie);
      const inUse = await sessionCookie(a, member.email, 'secret');
      const kept = await socketOnB(inUse);
      const res = await call('PATCH', '/auth/change-password', inUse, {
        currentPassword: 'secret',
        newPassword: 'secret2',
      });
      expect(res.status).toBe(200);
      await eventually(async () => !other.connected, 'b disconnects the other session’s socket');
      expect(kept.connected).toBe(true);
    });

    it("shows a demoted admin's sockets as a member", async () => {
      const admin = await newMember(true);
      await socketOnB(admin.cookie);
      expect(onB(admin.id).map((s) => s.data.user?.isAdmin)).toEqual([true]);
      expect(
        (await call('PATCH', `/admin/users/${admin.id}/admin`, adminCookie, { isAdmin: false })).status,
      ).toBe(200);
      await eventually(
        async () => onB(admin.id).every((s) => s.data.user?.isAdmin === false),
        "b's socket carries the new role",
      );
      expect(onB(admin.id)).toHaveLength(1);
    });
  },
);
