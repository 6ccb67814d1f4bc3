import { parseCookie } from 'cookie';
import type { AppDeps } from '../app-deps.ts';
import { isOriginAllowed } from '../http/anti-forgery.ts';
import { SESSION_COOKIE } from '../modules/auth/session.service.ts';
import { schedulePresenceBroadcast } from './presence.ts';
import { projectsOf, refreshSocketProjects } from './socket-projects.ts';
import { syncRooms } from './socket-rooms.ts';
import { watchSocketSessions } from './socket-session-watch.ts';
import type { TypedServer } from './socket-types.ts';

/**
 * Authenticates each socket by the session cookie, puts it in its rooms, and keeps
 * checking its session for as long as it stays (socket-session-watch.ts).
 */
export function wireSocketServer(io: TypedServer, deps: AppDeps): void {
  deps.realtime.checkRecoveryWith(async (sessionId) =>
    (await deps.sessions.liveSessions(deps.orm.em.fork(), [sessionId])).has(sessionId),
  );
  deps.realtime.onClose(watchSocketSessions(io, deps, deps.config.socketSessionRecheckMs));
  deps.realtime.refreshProjectsWith((sockets) => refreshSocketProjects(deps.orm.em.fork(), sockets));
  io.use(async (socket, next) => {
    const headers = socket.handshake.headers;
    if (!isOriginAllowed(headers.origin, headers.host, socket.handshake.secure, deps.config.allowedOrigins)) {
      return next(new Error('origin not allowed'));
    }
    // A page of ALLOWED_ORIGINS (the standalone public dashboard) gets the public room
    // only: its cookie, if a browser sends one along, never makes it a member's socket.
    const sameOrigin = isOriginAllowed(headers.origin, headers.host, socket.handshake.secure, []);
    try {
      const token = sameOrigin ? parseCookie(headers.cookie ?? '')[SESSION_COOKIE] : undefined;
      const read = await deps.sessions.userForToken(deps.orm.em.fork(), token);
      // A session that must first enrol a second factor or change its password hears nothing of the team.
      const found = read?.restriction ? null : read;
      // What presence shows of a member, never their address.
      const m = found?.member;
      socket.data.user = m ? { id: m.id, name: m.name, avatar: m.avatar, isAdmin: m.isAdmin } : null;
      socket.data.sessionId = found?.sessionId ?? null;
      socket.data.projectIds = m ? ((await projectsOf(deps.orm.em.fork(), [m.id])).get(m.id) ?? []) : [];
      next();
    } catch (err) {
      deps.log.warn({ err }, 'socket authentication failed');
      next(new Error('unavailable'));
    }
  });

  const presenceFailed = (err: unknown) => deps.log.warn({ err }, 'presence broadcast failed');
  io.on('connection', (socket) => {
    const user = socket.data.user;
    // A restored socket keeps only the rooms of whoever its cookie says it is now.
    syncRooms(socket);
    if (user) {
      schedulePresenceBroadcast(io, presenceFailed);
      socket.on('disconnect', () => schedulePresenceBroadcast(io, presenceFailed));
    }
    // Identity comes from the session; the id a client sends is ignored, but a
    // late joiner still gets the current presence list.
    socket.on('user:join', () => {
      if (user) schedulePresenceBroadcast(io, () => undefined);
    });
  });
}
