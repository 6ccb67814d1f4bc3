import type { Server as HttpServer } from 'node:http';
import type { ServerToClientEvents } from '@tm/domain/realtime/socket-events';
import { ROOMS } from '@tm/domain/realtime/socket-events';
import { Server } from 'socket.io';
import type { AdapterFactory } from './adapter-factory.ts';
import { broadcastPresence, schedulePresenceBroadcast } from './presence.ts';
import { boundRecoveryBuffer } from './recovery-buffer.ts';
import { guardRecovery, type SessionCheck } from './recovery-guard.ts';
import { sessionRoom } from './socket-rooms.ts';
import type { SocketUser, TypedServer, TypedSocket } from './socket-types.ts';

type EventArgs<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>;

/**
 * The one way services publish events. Emitting before the socket server is
 * attached (scripts, some tests) is a no-op, so services never care.
 */
export class Realtime {
  io: TypedServer | null = null;
  // Until the socket server is wired to the session store, no signed-in state is restored.
  private canRecover: SessionCheck = async () => false;
  /** Whether other instances share events (a cluster adapter is in use). */
  private clustered = false;
  /** Work on the sockets that ends with the socket server (timers). */
  private readonly closers: (() => void)[] = [];
  /** How this instance gives sockets their members' projects now (socket-projects.ts, wired by socket-server.ts). */
  private refreshProjects: (sockets: TypedSocket[]) => Promise<void> = async () => undefined;
  /** Told of every committed change to public tasks, this instance's and (through Redis) the others'. */
  private readonly publicListeners: (() => void)[] = [];

  /** `acceptsHost`: the HTTP layer's Host rule (DNS rebinding), applied to the handshake too. */
  attach(httpServer: HttpServer, acceptsHost: (host: string | undefined) => boolean): TypedServer {
    this.io = new Server(httpServer, {
      allowRequest: (req, callback) => callback(null, acceptsHost(req.headers.host)),
      // Missed events within two minutes are replayed on reconnect (as many as recovery-buffer.ts keeps).
      connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: false },
      serveClient: false,
      transports: ['websocket', 'polling'],
    });
    // The default adapter (in memory, recovery-aware), guarded like any adapter used later.
    this.useAdapter(this.io.adapter()!);
    this.io.on('user:refreshed', (user) => this.refreshLocalSockets(user));
    this.io.on('tasks:public_changed', () => this.notifyPublic());
    this.io.on('access:changed', (userIds) => void this.refreshLocalAccess(userIds));
    return this.io;
  }

  /** How the saved state of a reconnecting signed-in socket is checked before it is restored. */
  checkRecoveryWith(check: SessionCheck): void {
    this.canRecover = check;
  }

  /**
   * Switches the adapter (in memory, or Redis once it answers), keeping every
   * connected socket in its rooms: the new adapter starts empty, so memberships
   * are copied over from the old one.
   */
  useAdapter(factory: AdapterFactory, clustered = false): void {
    const io = this.io!;
    this.clustered = clustered;
    const memberships = [...io.of('/').sockets.values()].map((s) => [s.id, new Set(s.rooms)] as const);
    io.adapter(guardRecovery(boundRecoveryBuffer(factory), (sessionId) => this.canRecover(sessionId)));
    const adapter = io.of('/').adapter;
    for (const [id, rooms] of memberships) adapter.addAll(id, rooms);
  }

  toMembers<E extends keyof ServerToClientEvents>(event: E, ...args: EventArgs<E>): void {
    this.io?.to(ROOMS.members).emit(event, ...args);
  }

  /** To the people who see a project's tasks: its room and the admins'. */
  toProject<E extends keyof ServerToClientEvents>(projectId: string, event: E, ...args: EventArgs<E>): void {
    this.io?.to([ROOMS.project(projectId), ROOMS.admins]).emit(event, ...args);
  }

  /** To the people of project `from` who do not see project `to` (a task moved out of their sight). */
  toProjectExcept<E extends keyof ServerToClientEvents>(
    from: string,
    to: string,
    event: E,
    ...args: EventArgs<E>
  ): void {
    this.io
      ?.to(ROOMS.project(from))
      .except([ROOMS.project(to), ROOMS.admins])
      .emit(event, ...args);
  }

  refreshProjectsWith(refresh: (sockets: TypedSocket[]) => Promise<void>): void {
    this.refreshProjects = refresh;
  }

  /**
   * The projects these people see changed: their sockets on every instance move to
   * the rooms of their projects now (a removed member hears nothing of the project
   * from then on), and their screens are told to read projects and tasks again.
   */
  async accessChanged(userIds: string[] | 'everyone'): Promise<void> {
    if (!this.io) return;
    if (this.clustered) this.io.serverSideEmit('access:changed', userIds);
    await this.refreshLocalAccess(userIds);
    // Who may know whom changed with it (presence lists only people who share a project).
    schedulePresenceBroadcast(this.io, () => undefined);
    if (userIds === 'everyone') this.io.to(ROOMS.members).emit('projects:access');
    else if (userIds.length > 0) this.io.to(userIds.map(ROOMS.user)).emit('projects:access');
  }

  private async refreshLocalAccess(userIds: string[] | 'everyone'): Promise<void> {
    const wanted = userIds === 'everyone' ? null : new Set(userIds);
    const sockets = [...(this.io?.of('/').sockets.values() ?? [])].filter(
      (s) => s.data.user && (!wanted || wanted.has(s.data.user.id)),
    );
    await this.refreshProjects(sockets);
  }

  toEveryone<E extends keyof ServerToClientEvents>(event: E, ...args: EventArgs<E>): void {
    this.io?.to([ROOMS.public, ROOMS.members]).emit(event, ...args);
  }

  toUser<E extends keyof ServerToClientEvents>(userId: string, event: E, ...args: EventArgs<E>): void {
    this.io?.to(ROOMS.user(userId)).emit(event, ...args);
  }

  /**
   * Public tasks changed (after commit): sockets in the public and members' rooms
   * are told as before, and the listeners of every instance (the anonymous
   * viewers' stream) rebuild the public list.
   */
  publicChanged(): void {
    this.toEveryone('tasks:public_updated');
    this.notifyPublic();
    if (this.clustered) this.io?.serverSideEmit('tasks:public_changed');
  }

  onPublicChanged(listener: () => void): void {
    this.publicListeners.push(listener);
  }

  private notifyPublic(): void {
    for (const listener of this.publicListeners) listener();
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
  async refreshUser(user: SocketUser): Promise<void> {
    if (!this.io) return;
    this.refreshLocalSockets(user);
    // Other instances update theirs before they answer the presence request below (same channel, in order).
    if (this.clustered) this.io.serverSideEmit('user:refreshed', user);
    await broadcastPresence(this.io);
  }

  private refreshLocalSockets(user: SocketUser): void {
    for (const socket of this.io?.of('/').sockets.values() ?? []) {
      if (socket.data.user?.id === user.id) socket.data.user = { ...user };
    }
  }

  /** Calls `stop` when the socket server closes. */
  onClose(stop: () => void): void {
    this.closers.push(stop);
  }

  async close(): Promise<void> {
    for (const stop of this.closers.splice(0)) stop();
    if (!this.io) return;
    await new Promise<void>((resolve) => this.io!.close(() => resolve()));
  }
}
