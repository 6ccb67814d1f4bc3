import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasRedisServer, type PrivateRedis, privateRedis } from '../../test/private-redis.ts';
import {
  clusterSkipReason,
  sessionCookie,
  startTestCluster,
  type TestCluster,
} from '../../test/test-cluster.ts';
import { connectSocket, eventually, nextEvent, type TestSocket } from '../../test/test-socket.ts';
import type { RunningApp } from '../app.ts';
import { onlineUsers } from './presence.ts';

const skipReason =
  clusterSkipReason ??
  (hasRedisServer() ? null : 'no redis-server binary to start a Redis of the test’s own');
if (skipReason) console.warn(`[Redis outage tests skipped] ${skipReason}`);

describe.skipIf(skipReason)(
  `Redis down at start and later${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let redis: PrivateRedis;
    let cluster: TestCluster;
    let onA: TestSocket;
    let onB: TestSocket;

    /** Emits on `from` until `to` hears it: fan-out resumes within the Redis client's reconnection backoff. */
    const crossesInstances = (from: RunningApp, to: TestSocket) =>
      eventually(
        async () => {
          const id = randomUUID();
          from.deps.realtime.toMembers('task:deleted', { id });
          await new Promise((r) => setTimeout(r, 100));
          return to.received.some(([e, p]) => e === 'task:deleted' && (p as { id: string }).id === id);
        },
        'an event crossing instances',
        100,
      );
    const staysLocal = async (app: RunningApp, socket: TestSocket) => {
      const id = randomUUID();
      const heard = nextEvent(socket, 'task:deleted', (p) => p.id === id);
      app.deps.realtime.toMembers('task:deleted', { id });
      expect((await heard)[0]).toEqual({ id });
    };

    beforeAll(async () => {
      redis = await privateRedis();
      // Redis is not running yet: both instances must start anyway.
      cluster = await startTestCluster(2, { REDIS_URL: redis.url });
      const [a, b] = cluster.instances;
      onA = await connectSocket(a!.url, await sessionCookie(a!, 'demo@example.com', 'demo123'));
      onB = await connectSocket(b!.url, await sessionCookie(b!, 'admin@example.com', 'admin123'));
    });
    afterAll(async () => {
      onA?.disconnect();
      onB?.disconnect();
      await cluster?.stop();
      await redis?.kill();
    });

    it('serves each instance alone while Redis is down at start, then fans out once it answers', async () => {
      const [a, b] = cluster.instances;
      await staysLocal(a!, onA);
      await staysLocal(b!, onB);
      expect((await onlineUsers(a!.deps.realtime.io!)).map((u) => u.name)).toEqual(['Demo User']);
      expect((await fetch(`${a!.url}/api/ready`)).status).toBe(200);

      await redis.start();
      await crossesInstances(a!, onB);
      await crossesInstances(b!, onA);
      expect(await onlineUsers(a!.deps.realtime.io!)).toHaveLength(2);
    });

    it('keeps serving when Redis dies, and fans out again when it is back', async () => {
      const [a, b] = cluster.instances;
      await redis.kill();
      await staysLocal(a!, onA);
      await staysLocal(b!, onB);
      // A client dropping meanwhile (its recovery state cannot be saved) must not upset the server.
      const blip = await connectSocket(a!.url);
      blip.io.engine.close();
      await eventually(async () => (await fetch(`${a!.url}/api/health`)).status === 200, 'still serving');
      await staysLocal(a!, onA);
      expect((await onlineUsers(b!.deps.realtime.io!)).map((u) => u.name)).toEqual(['Admin']);
      expect((await fetch(`${b!.url}/api/ready`)).status).toBe(200);

      await redis.start();
      await crossesInstances(a!, onB);
      await crossesInstances(b!, onA);
    });
  },
);
