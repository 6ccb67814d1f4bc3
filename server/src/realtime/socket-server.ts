import { ROOMS } from '@tm/domain/realtime/socket-events';
import { parseCookie } from 'cookie';
import type { AppDeps } from '../app-deps.ts';
import { isOriginAllowed } from '../http/anti-forgery.ts';
import { Session } from '../modules/auth/session.entity.ts';
import { SESSION_COOKIE } from '../modules/auth/session.service.ts';
import { schedulePresenceBroadcast } from './presence.ts';
import { sessionRoom, type TypedServer } from './realtime.ts';

/** Authenticates each socket by the session cookie and puts it in its rooms. */
export function wireSocketServer(io: TypedServer, deps: AppDeps): void {
  deps.realtime.checkRecoveryWith((sessionId) => isSessionLive(deps, sessionId));
  io.use(async (socket, next) => {
    const headers = socket.handshake.headers;
    if (!isOriginAllowed(headers.origin, headers.host, socket.handshake.secure, deps.config.allowedOrigins)) {
      return next(new Error('origin not allowed'));
    }
    try {
      const token = parseCookie(headers.cookie ?? '')[SESSION_COOKIE];
      const found = await deps.sessions.userForToken(deps.orm.em.fork(), token);
      // A restored socket keeps its rooms only if it still has the session it had; the
      // connection handler below joins the rooms of whoever it is now.
      if (socket.recovered && socket.data.sessionId !== (found?.sessionId ?? null)) {
        for (const room of [...socket.rooms]) if (room !== socket.id) socket.leave(room);
      }
      socket.data.user = found ? { ...found.member } : null;
      socket.data.sessionId = found?.sessionId ?? null;
      next();
    } catch (err) {
      deps.log.warn({ err }, 'socket authentication failed');
      next(new Error('unavailable'));
    }
  });

  const presenceFailed = (err: unknown) => deps.log.warn({ err }, 'presence broadcast failed');
  io.on('connection', (socket) => {
    const user = socket.data.user;
    socket.join(ROOMS.public);
    if (user) {
      socket.join([ROOMS.members, ROOMS.user(user.id), sessionRoom(socket.data.sessionId!)]);
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

async function isSessionLive(deps: AppDeps, sessionId: string): Promise<boolean> {
  const em = deps.orm.em.fork();
  return (await em.count(Session, { id: sessionId, expiresAt: { $gt: new Date() } })) > 0;
}
