// The page's one Socket.IO connection (this module is a shared singleton). It is
// authenticated by the session cookie at the handshake, so it reconnects whenever
// the signed-in user changes to join (or leave) the member rooms.

import { getApiBaseUrl } from '@tm/api-client/runtime-config';
import { getSessionState, subscribeSession } from '@tm/api-client/session-store';
import type { ClientToServerEvents, ServerToClientEvents } from '@tm/domain/realtime/socket-events';
import { io, type Socket } from 'socket.io-client';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type ConnectionState = 'connecting' | 'connected' | 'disconnected';

let socket: AppSocket | null = null;
let connection: ConnectionState = 'connecting';
const connectionListeners = new Set<() => void>();

function setConnection(next: ConnectionState): void {
  if (next === connection) return;
  connection = next;
  for (const l of connectionListeners) l();
}

/** Creates and opens the socket on first use. */
export function getSocket(): AppSocket {
  if (socket) return socket;
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
    if (connection !== 'disconnected') setConnection('connecting');
  });
  let lastUserId = getSessionState().user?.id ?? null;
  subscribeSession(() => {
    const userId = getSessionState().user?.id ?? null;
    if (userId === lastUserId) return;
    lastUserId = userId;
    s.disconnect().connect();
  });
  socket = s;
  return s;
}

export function getConnectionState(): ConnectionState {
  return connection;
}

export function subscribeConnection(listener: () => void): () => void {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}
