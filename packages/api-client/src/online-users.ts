import { pageSingleton } from '@tm/api-client/page-singleton';
import { getSocket } from '@tm/api-client/socket';
import type { OnlineUser } from '@tm/domain/realtime/socket-events';
import { useEffect, useSyncExternalStore } from 'react';

// The last `users:online` list, kept for the whole page so any screen mounted
// later (header, board) shows it at once instead of waiting for the next change.
const store = pageSingleton('online-users', () => ({
  online: [] as OnlineUser[],
  listeners: new Set<() => void>(),
  listening: false,
}));

function publish(users: OnlineUser[]): void {
  store.online = users;
  for (const l of store.listeners) l();
}

function listen(): void {
  if (store.listening) return;
  store.listening = true;
  const socket = getSocket();
  socket.on('users:online', publish);
  // Signed out (or connection lost): nobody is known to be online any more.
  socket.on('disconnect', () => publish([]));
  // The list may have gone by before this listener existed: ask for it again.
  if (socket.connected) socket.emit('user:join');
}

const subscribe = (l: () => void) => {
  store.listeners.add(l);
  return () => store.listeners.delete(l);
};
const snapshot = () => store.online;

/** Members online now (signed-in pages only; the server sends the list to members). */
export function useOnlineUsers(): OnlineUser[] {
  useEffect(listen, []);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
