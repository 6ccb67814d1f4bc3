import type { OnlineUser, ServerToClientEvents } from '@tm/domain/realtime/socket-events';
import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { signUp } from './accounts.test-helper.ts';

const app = useTestApp();
const sockets: Socket<ServerToClientEvents>[] = [];
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});

/** A browser tab: a socket opened with the client's session cookie. */
async function openTab(client: TestClient): Promise<Socket<ServerToClientEvents>> {
  const socket: Socket<ServerToClientEvents> = io(app.url, {
    transports: ['websocket'],
    extraHeaders: { cookie: client.cookieHeader },
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Resolves with the first `users:online` list that satisfies the check. */
const onlineListWhere = (socket: Socket<ServerToClientEvents>, check: (users: OnlineUser[]) => boolean) =>
  new Promise<OnlineUser[]>((resolve) => {
    const listener = (users: OnlineUser[]) => {
      if (!check(users)) return;
      socket.off('users:online', listener);
      resolve(users);
    };
    socket.on('users:online', listener);
  });

const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) =>
    socket.connected ? socket.once('disconnect', resolve) : resolve('already'),
  );

const names = (users: OnlineUser[]) => users.map((u) => u.name);

describe('presence', () => {
  it('sends users:online on connect and disconnect, counting several tabs once', async () => {
    const ann = await signUp(app, 'Ann Online');
    const bob = await signUp(app, 'Bob Online');
    const annTab1 = await openTab(ann.client);
    const bothOnline = onlineListWhere(annTab1, (u) => names(u).includes('Bob Online'));
    const bobTab = await openTab(bob.client);
    await openTab(ann.client);
    const list = await bothOnline;
    expect(names(list).filter((n) => n === 'Ann Online')).toHaveLength(1);

    // The second tab is counted once, so the list after Bob leaves still has Ann once.
    const bobGone = onlineListWhere(annTab1, (u) => !names(u).includes('Bob Online'));
    bobTab.disconnect();
    expect(names(await bobGone)).toEqual(['Ann Online']);

    const team = (await ann.client.get('/api/auth/users')).body as { name: string; isOnline: boolean }[];
    expect(team.find((u) => u.name === 'Ann Online')?.isOnline).toBe(true);
    expect(team.find((u) => u.name === 'Bob Online')?.isOnline).toBe(false);
  });

  it('an anonymous socket joins only the public room and sees no presence', async () => {
    const watcher = await signUp(app, 'Watcher');
    const watcherTab = await openTab(watcher.client);
    const anonymous = await openTab(app.client());
    let anonymousGotPresence = false;
    anonymous.on('users:online', () => {
      anonymousGotPresence = true;
    });
    const visitor = await signUp(app, 'Visitor');
    const seen = onlineListWhere(watcherTab, (u) => names(u).includes('Visitor'));
    await openTab(visitor.client);
    await seen;
    expect(anonymousGotPresence).toBe(false);
  });

  it('a password change disconnects the other sessions’ sockets and keeps the current one', async () => {
    const me = await signUp(app, 'Switcher', 'secret1');
    const laptop = app.client();
    await laptop.signIn(me.email, 'secret1');
    const currentTab = await openTab(me.client);
    const laptopTab = await openTab(laptop);
    const laptopGone = disconnected(laptopTab);

    const res = await me.client.patch('/api/auth/change-password', {
      userId: me.user.id,
      currentPassword: 'secret1',
      newPassword: 'secret2',
    });
    expect(res.status).toBe(200);
    await laptopGone;
    expect(laptopTab.connected).toBe(false);
    expect(currentTab.connected).toBe(true);
  });

  it('deleting a user disconnects their sockets, logging out ends that session’s sockets', async () => {
    const admin = await app.admin();
    const doomed = await signUp(app, 'Doomed');
    const doomedTab = await openTab(doomed.client);
    const gone = disconnected(doomedTab);
    expect((await admin.client.delete(`/api/admin/users/${doomed.user.id}`)).status).toBe(204);
    await gone;

    const leaver = await signUp(app, 'Logging Out');
    const leaverTab = await openTab(leaver.client);
    const loggedOut = disconnected(leaverTab);
    expect((await leaver.client.post('/api/auth/logout')).status).toBe(204);
    await loggedOut;
    expect(leaverTab.connected).toBe(false);
  });

  it('a profile change sends users:updated and the new name in users:online', async () => {
    const me = await signUp(app, 'Before Rename');
    const other = await signUp(app, 'Observer');
    const observerTab = await openTab(other.client);
    await openTab(me.client);
    const updated = new Promise<void>((resolve) => observerTab.once('users:updated', () => resolve()));
    const renamed = onlineListWhere(observerTab, (u) => names(u).includes('After Rename'));
    await me.client.patch(`/api/auth/users/${me.user.id}`, { name: 'After Rename' });
    await updated;
    expect(names(await renamed)).not.toContain('Before Rename');
  });
});
