// The page's one Socket.IO connection. It is authenticated by the session cookie
// at the handshake, so it reconnects whenever the signed-in user changes to join
// (or leave) the member rooms.
import { pageSingleton } from '@tm/api-client/page-singleton';
import { getApiBaseUrl } from '@tm/api-client/runtime-config';
import { getSessionState, subscribeSession } from '@tm/api-client/session-store';
import type { ClientToServerEvents, ServerToClientEvents } from '@tm/domain/realtime/socket-events';
import { io, type Socket } from 'socket.io-client';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ConnectionState = 'connecting' | 'connected' | 'disconnected';

const store = pageSingleton('socket', () => ({
  socket: null as AppSocket | null,
  connection: 'connecting' as ConnectionState,
  listeners: new Set<() => void>(),
}));
// Its own singleton: a store made by an older copy of this module would lack the field.
const openWatchers = pageSingleton('socket-open-watchers', () => new Set<(socket: AppSocket) => void>());

function setConnection(next: ConnectionState): void {
  if (next === store.connection) return;
  store.connection = next;
  for (const l of store.listeners) l();
}

/** Creates and opens the socket on first use. */
export function getSocket(): AppSocket {
  if (store.socket) return store.socket;
  const s: AppSocket = io(getApiBaseUrl() || undefined, {
    transports: ['websocket', 'polling'],
    withCredentials: true,
  });
  s.on('connect', () => {
    setConnection('connected');
    const userId = getSessionState().user?.id;
    if (userId) s.emit('user:join', userId);
  });
  s.on('disconnect', (reason) => {
    // The server ended it on purpose (sign-out elsewhere, draining): come back anyway.
    if (reason === 'io server disconnect') s.connect();
    setConnection('disconnected');
  });
  s.on('connect_error', () => setConnection('disconnected'));
  s.io.on('reconnect_attempt', () => {
    if (store.connection !== 'disconnected') setConnection('connecting');
  });
  let lastUserId = getSessionState().user?.id ?? null;
  subscribeSession(() => {
    const userId = getSessionState().user?.id ?? null;
    if (userId === lastUserId) return;
    lastUserId = userId;
    s.disconnect().connect();
  });
  store.socket = s;
  for (const watch of openWatchers) watch(s);
  return s;
}

/**
 * Calls `watch` with the page's socket once something opens it (at once when it
 * is open already), without opening it: a page that needs no socket keeps none.
 * Answers a function that stops waiting.
 */
export function whenSocketOpens(watch: (socket: AppSocket) => void): () => void {
  if (store.socket) {
    watch(store.socket);
    return () => undefined;
  }
  const once = (socket: AppSocket) => {
    openWatchers.delete(once);
    watch(socket);
  };
  openWatchers.add(once);
  return () => openWatchers.delete(once);
}

export function getConnectionState(): ConnectionState {
  return store.connection;
}

export function subscribeConnection(listener: () => void): () => void {
  store.listeners.add(listener);
  return () => store.listeners.delete(listener);
}
