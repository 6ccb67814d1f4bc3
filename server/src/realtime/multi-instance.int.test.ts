import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBalancer } from '../../test/tcp-balancer.ts';
import { TestClient } from '../../test/test-client.ts';
import { sessionCookie, startTestCluster, type TestCluster } from '../../test/test-cluster.ts';
import { multiInstanceSkipReason } from '../../test/test-redis.ts';
import { connectSocket, eventually, nextEvent, type TestSocket } from '../../test/test-socket.ts';
import { onlineUsers } from './presence.ts';

const GENERAL = '00000000-0000-4000-8000-000000000001';

const skipReason = await multiInstanceSkipReason();
if (skipReason) console.warn(`[multi-instance tests skipped] ${skipReason}`);

describe.skipIf(skipReason)(
  `two instances behind a load balancer${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let cluster: TestCluster;
    let demoCookie: string;
    let adminCookie: string;
    const sockets: TestSocket[] = [];
    const open = async (url: string, cookie?: string, opts = {}) => {
      const s = await connectSocket(url, cookie, opts);
      sockets.push(s);
      return s;
    };

    beforeAll(async () => {
      cluster = await startTestCluster(2, { REDIS_URL: process.env.TEST_REDIS_URL!, SIGNUP: 'open' });
      const [a] = cluster.instances;
      demoCookie = await sessionCookie(a!, 'demo@example.com', 'demo123');
      adminCookie = await sessionCookie(a!, 'admin@example.com', 'admin123');
    });
    afterAll(async () => {
      for (const s of sockets) s.disconnect();
      await cluster?.stop();
    });

    it('delivers an event caused on one instance to members connected to the other', async () => {
      const [a, b] = cluster.instances;
      const onA = await open(a!.url, demoCookie);
      const onB = await open(b!.url, adminCookie);
      const anonymousOnB = await open(b!.url);
      const id = randomUUID();
      const receivedOnB = nextEvent(onB, 'task:deleted', (p) => p.id === id);
      const receivedOnA = nextEvent(onA, 'task:deleted', (p) => p.id === id);
      const publicOnB = nextEvent(anonymousOnB, 'tasks:public_updated');

      a!.deps.realtime.toMembers('task:deleted', { id });
      a!.deps.realtime.toEveryone('tasks:public_updated');

      // With connection state recovery on, each broadcast carries its stream offset as a last argument.
      expect((await receivedOnB)[0]).toEqual({ id });
      expect((await receivedOnA)[0]).toEqual({ id });
      await publicOnB;
    });

    it('counts a user connected to both instances once in users:online', async () => {
      const [a, b] = cluster.instances;
      await open(a!.url, demoCookie);
      await open(b!.url, demoCookie);
      const watcher = await open(b!.url, adminCookie);
      const names = (users: { name: string }[]) => users.map((u) => u.name).sort();

      // Every instance answers the same list: each signed-in user once, whichever instance holds their sockets.
      for (const instance of [a!, b!]) {
        const users = await onlineUsers(instance.deps.realtime.io!);
        expect(users.map((u) => u.id)).toHaveLength(new Set(users.map((u) => u.id)).size);
        expect(users).toHaveLength(2);
      }
      // And the broadcast members receive says the same.
      const [broadcast] = await (async () => {
        const next = nextEvent(watcher, 'users:online', (users) => users.length === 2);
        watcher.emit('user:join');
        return next;
      })();
      expect(names(broadcast)).toEqual(names(await onlineUsers(a!.deps.realtime.io!)));
    });

    it('shows a renamed user under the new name whichever instance holds their sockets', async () => {
      const [a, b] = cluster.instances;
      await open(b!.url, demoCookie);
      const demo = (await onlineUsers(a!.deps.realtime.io!)).find((u) => u.name === 'Demo User')!;
      await a!.deps.realtime.refreshUser({
        id: demo.id,
        name: 'Demo Renamed',
        avatar: demo.avatar,
        isAdmin: false,
      });
      for (const instance of [a!, b!]) {
        const names = (await onlineUsers(instance.deps.realtime.io!)).map((u) => u.name);
        expect(names).toContain('Demo Renamed');
        expect(names).not.toContain('Demo User');
      }
    });

    it('ends a removed member’s hearing of a project on the other instance’s sockets at once', async () => {
      const [a, b] = cluster.instances;
      const owner = new TestClient(a!.url);
      await owner.signIn('demo@example.com', 'demo123');
      const member = new TestClient(a!.url);
      const joined = await member.post('/api/auth/register', {
        name: 'Other instance member',
        email: 'other-instance@example.com',
        password: 'secret123',
      });
      expect(joined.status).toBe(201);
      const project = (await owner.post('/api/projects', { name: 'Across instances', key: 'XINST' })).body;
      const task = (await owner.post('/api/tasks', { title: 'Across', projectId: project.id })).body;
      await owner.put(`/api/projects/${project.id}/members/${joined.body.user.id}`, { role: 'member' });
      const onB = await open(b!.url, member.cookieHeader);
      const hears = (check: (event: string, payload: unknown) => boolean) =>
        eventually(async () => onB.received.some(([event, payload]) => check(event, payload)), 'heard on B');
      await owner.patch(`/api/tasks/${task.id}`, { priority: 'high' });
      await hears((event, p) => event === 'task:updated' && (p as { id: string }).id === task.id);

      onB.received.length = 0;
      const removed = await owner.delete(`/api/projects/${project.id}/members/${joined.body.user.id}`);
      expect(removed.status).toBe(204);
      await hears((event) => event === 'projects:access');
      await owner.patch(`/api/tasks/${task.id}`, { priority: 'low' });
      const general = (await owner.post('/api/tasks', { title: 'For everyone', projectId: GENERAL })).body;
      await hears((event, p) => event === 'task:created' && (p as { id: string }).id === general.id);
      const aboutProject = onB.received.filter(
        ([event, p]) => event.startsWith('task:') && (p as { id: string }).id === task.id,
      );
      expect(aboutProject).toEqual([]);
    });

    it('replays what a client missed while it moved from one instance to the other', async () => {
      const [a, b] = cluster.instances;
      const lb = await startBalancer(a!.url);
      try {
        const socket = await open(lb.url, demoCookie);
        const firstSid = socket.id;
        // Recovery resumes from the last event the client saw; a member's first is the presence list.
        await eventually(async () => socket.received.some(([e]) => e === 'users:online'), 'a first event');
        // The connection drops (network blip); the balancer now sends it to B.
        socket.io.engine.close();
        await eventually(async () => !socket.connected, 'client noticed the drop');
        await eventually(
          async () => !(await a!.deps.realtime.io!.local.fetchSockets()).some((s) => s.id === firstSid),
          'instance A let the socket go',
        );
        lb.routeTo(b!.url);

        const missed = randomUUID();
        a!.deps.realtime.toMembers('task:deleted', { id: missed });
        const replayed = nextEvent(socket, 'task:deleted', (p) => p.id === missed);
        socket.connect();

        expect((await replayed)[0]).toEqual({ id: missed });
        expect(socket.recovered).toBe(true);
        expect(socket.id).toBe(firstSid);
        expect((await b!.deps.realtime.io!.local.fetchSockets()).some((s) => s.id === firstSid)).toBe(true);
      } finally {
        await lb.close();
      }
    });

    // Last: it stops instance A.
    it('moves the clients of an instance being stopped to another, without losing events', async () => {
      const [a, b] = cluster.instances;
      const lb = await startBalancer(a!.url);
      try {
        const socket = await open(lb.url, demoCookie, { reconnection: true, reconnectionDelay: 300 });
        await eventually(async () => socket.received.some(([e]) => e === 'users:online'), 'a first event');
        const dropped = new Promise<string>((r) => socket.once('disconnect', (reason) => r(reason)));
        // A leaves the balancer's pool and is stopped (SIGTERM does the same).
        lb.routeTo(b!.url);
        const stopped = a!.stop();
        expect(await dropped).toBe('transport close');

        const sentMeanwhile = randomUUID();
        b!.deps.realtime.toMembers('task:deleted', { id: sentMeanwhile });
        const replayed = nextEvent(socket, 'task:deleted', (p) => p.id === sentMeanwhile);
        expect((await replayed)[0]).toEqual({ id: sentMeanwhile });
        expect(socket.recovered).toBe(true);
        await stopped;
      } finally {
        await lb.close();
      }
    });
  },
);
