import type { Server as HttpServer } from 'node:http';
import type { ClientToServerEvents, ServerToClientEvents } from '@tm/domain/realtime/socket-events';
import { ROOMS } from '@tm/domain/realtime/socket-events';
import { Server } from 'socket.io';
import { broadcastPresence } from './presence.ts';

export type TypedServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

export interface SocketData {
  user: { id: string; name: string; avatar: string; isAdmin: boolean } | null;
  sessionId: string | null;
}

/** Each socket also joins the room of its session, so one session's sockets can be ended alone. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

type EventArgs<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>;

/**
 * The one way services publish events. Emitting before the socket server is
 * attached (scripts, some tests) is a no-op, so services never care.
 */
export class Realtime {
  io: TypedServer | null = null;

  attach(httpServer: HttpServer): TypedServer {
    this.io = new Server(httpServer, {
      // Missed events within two minutes are replayed on reconnect.
      connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: false },
      serveClient: false,
      transports: ['websocket', 'polling'],
    });
    return this.io;
  }

  toMembers<E extends keyof ServerToClientEvents>(event: E, ...args: EventArgs<E>): void {
    this.io?.to(ROOMS.members).emit(event, ...args);
  }

  toEveryone<E extends keyof ServerToClientEvents>(event: E, ...args: EventArgs<E>): void {
    this.io?.to([ROOMS.public, ROOMS.members]).emit(event, ...args);
  }

  toUser<E extends keyof ServerToClientEvents>(userId: string, event: E, ...args: EventArgs<E>): void {
    this.io?.to(ROOMS.user(userId)).emit(event, ...args);
  }

  /**
   * Disconnects every socket of a user (deletion), or all but those of the session
   * in use (password change). Works across instances through the adapter.
   */
  disconnectUser(userId: string, keepSessionId?: string): void {
    const sockets = this.io?.in(ROOMS.user(userId));
    (keepSessionId ? sockets?.except(sessionRoom(keepSessionId)) : sockets)?.disconnectSockets(true);
  }

  /** Disconnects the sockets opened with one session (logout). */
  disconnectSession(sessionId: string): void {
    this.io?.in(sessionRoom(sessionId)).disconnectSockets(true);
  }

  /**
   * A user's name, avatar or admin flag changed: sockets on this instance carry
   * the new values (presence lists show them), then presence is sent again.
   */
  async refreshUser(user: NonNullable<SocketData['user']>): Promise<void> {
    if (!this.io) return;
    for (const socket of await this.io.in(ROOMS.user(user.id)).local.fetchSockets()) {
      socket.data.user = { ...user };
    }
    await broadcastPresence(this.io);
  }

  async close(): Promise<void> {
    if (!this.io) return;
    await new Promise<void>((resolve) => this.io!.close(() => resolve()));
  }
}
