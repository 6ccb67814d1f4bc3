import type { Server as HttpServer } from 'node:http';
import type { ClientToServerEvents, ServerToClientEvents } from '@tm/domain/realtime/socket-events';
import { ROOMS } from '@tm/domain/realtime/socket-events';
import { Server } from 'socket.io';

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

  /** Disconnects every socket of a user (sessions ended by a password change or deletion). */
  disconnectUser(userId: string): void {
    this.io?.in(ROOMS.user(userId)).disconnectSockets(true);
  }

  async close(): Promise<void> {
    if (!this.io) return;
    await new Promise<void>((resolve) => this.io!.close(() => resolve()));
  }
}
