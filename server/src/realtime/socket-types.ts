import type { ClientToServerEvents, ServerToClientEvents } from '@tm/domain/realtime/socket-events';
import type { Server, Socket } from 'socket.io';

// The socket server's types, apart from `realtime.ts` so the helpers it uses (presence,
// rooms, adapters) can name them without importing it back.

export type TypedServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  BetweenInstancesEvents,
  SocketData
>;

export type TypedSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  BetweenInstancesEvents,
  SocketData
>;

export type SocketUser = { id: string; name: string; avatar: string; isAdmin: boolean };

export interface SocketData {
  user: SocketUser | null;
  sessionId: string | null;
  /** The projects whose tasks its member sees (their rooms: socket-rooms.ts); none for an admin, who has `admins`. */
  projectIds: readonly string[];
}

/** Sent from one instance to the others (through the adapter; a no-op on a single instance). */
interface BetweenInstancesEvents {
  /** A user's name, avatar or admin flag changed: each instance updates its own sockets. */
  'user:refreshed': (user: SocketUser) => void;
  /** Public tasks changed: each instance rebuilds the list its anonymous viewers' stream carries. */
  'tasks:public_changed': () => void;
  /** The projects these people see changed: each instance moves their sockets' rooms. */
  'access:changed': (userIds: string[] | 'everyone') => void;
}
