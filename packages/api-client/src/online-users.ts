import { getSocket } from '@tm/api-client/socket';
import type { OnlineUser } from '@tm/domain/realtime/socket-events';
import { useEffect, useSyncExternalStore } from 'react';

// The last `users:online` list, kept for the whole page so any screen mounted
// later (header, board) shows it at once instead of waiting for the next change.
let online: OnlineUser[] = [];
const listeners = new Set<() => void>();
let listening = false;

function listen(): void {
  if (listening) return;
  listening = true;
  const socket = getSocket();
  socket.on('users:online', (users) => {
    online = users;
    for (const l of listeners) l();
  });
  // Signed out (or a member room left): nobody is visible any more.
  socket.on('disconnect', () => {
    online = [];
    for (const l of listeners) l();
  });
  // The list may have gone by before this listener existed: ask for it again.
  if (socket.connected) socket.emit('user:join');
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => online;

/** Members online now (signed-in pages only; the server sends the list to members). */
export function useOnlineUsers(): OnlineUser[] {
  useEffect(listen, []);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
