import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { sessionCookie } from '../../test/test-cluster.ts';
import { connectSocket, eventually, nextEvent, type TestSocket } from '../../test/test-socket.ts';
import { RECOVERY_BUFFER_EVENTS } from './recovery-buffer.ts';

describe('a client that drops and reconnects', () => {
  const t = useTestApp();
  const sockets: TestSocket[] = [];
  // Before the app stops: this hook was registered after it.
  afterAll(() => {
    for (const s of sockets) s.disconnect();
  });

  /** A signed-in tab that has seen its first event (recovery resumes from there), then loses its connection. */
  async function droppedMember(cookie: string): Promise<TestSocket> {
    const socket = await connectSocket(t.url, cookie);
    sockets.push(socket);
    await eventually(async () => socket.received.some(([e]) => e === 'users:online'), 'a first event');
    const sid = socket.id;
    socket.io.engine.close();
    await eventually(
      async () => !(await t.app.deps.realtime.io!.local.fetchSockets()).some((s) => s.id === sid),
      'the server let the socket go',
    );
    return socket;
  }

  it('receives what it missed meanwhile', async () => {
    const socket = await droppedMember(await sessionCookie(t.app, 'demo@example.com', 'demo123'));
    const missed = randomUUID();
    t.app.deps.realtime.toMembers('task:deleted', { id: missed });

    const replayed = nextEvent(socket, 'task:deleted', (p) => p.id === missed);
    socket.connect();
    expect((await replayed)[0]).toEqual({ id: missed });
    expect(socket.recovered).toBe(true);
  });

  it('gets nothing of the members’ events once its session has ended meanwhile', async () => {
    const cookie = await sessionCookie(t.app, 'admin@example.com', 'admin123');
    const socket = await droppedMember(cookie);
    // Signed out from another tab while this one was away.
    const logout = await fetch(`${t.url}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, 'x-requested-with': 'test' },
    });
    expect(logout.status).toBe(204);
    const whileAway = randomUUID();
    t.app.deps.realtime.toMembers('task:deleted', { id: whileAway });

    socket.connect();
    await eventually(async () => socket.connected, 'reconnected');
    expect(socket.recovered).toBe(false);
    const afterwards = randomUUID();
    t.app.deps.realtime.toMembers('task:deleted', { id: afterwards });
    // Events reach one socket in order: once the public one arrives, a members' one sent before would have too.
    const publicEvent = nextEvent(socket, 'tasks:public_updated');
    t.app.deps.realtime.toEveryone('tasks:public_updated');
    await publicEvent;
    const deleted = socket.received
      .filter(([e]) => e === 'task:deleted')
      .map(([, p]) => (p as { id: string }).id);
    expect(deleted).not.toContain(whileAway);
    expect(deleted).not.toContain(afterwards);
  });

  it('is not recovered once more events than the buffer keeps were sent meanwhile, and hears what comes next', async () => {
    const socket = await droppedMember(await sessionCookie(t.app, 'demo@example.com', 'demo123'));
    const realtime = t.app.deps.realtime;
    // Past the buffer and its trimming step: the socket's last seen event is dropped.
    const sent = Math.ceil(RECOVERY_BUFFER_EVENTS * 1.1) + 1;
    for (let i = 0; i < sent; i++) realtime.toMembers('task:deleted', { id: `burst-${i}` });
    // The in-memory buffer stays bounded however many events were sent.
    const packets = (realtime.io!.of('/').adapter as unknown as { packets: unknown[] }).packets;
    expect(packets.length).toBeLessThanOrEqual(RECOVERY_BUFFER_EVENTS * 1.1);

    socket.connect();
    await eventually(async () => socket.connected, 'reconnected');
    // Its last event was dropped: it starts afresh (the client refetches) instead of missing events silently.
    expect(socket.recovered).toBe(false);
    const next = randomUUID();
    const heard = nextEvent(socket, 'task:deleted', (p) => p.id === next);
    realtime.toMembers('task:deleted', { id: next });
    expect((await heard)[0]).toEqual({ id: next });
    expect(
      socket.received.some(([e, p]) => e === 'task:deleted' && (p as { id: string }).id === 'burst-0'),
    ).toBe(false);
  });
});
