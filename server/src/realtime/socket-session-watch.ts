import type { AppDeps } from '../app-deps.ts';
import type { SessionChange, SessionMember } from '../modules/auth/session.service.ts';
import { schedulePresenceBroadcast } from './presence.ts';
import { refreshSocketProjects } from './socket-projects.ts';
import type { SocketUser, TypedServer, TypedSocket } from './socket-types.ts';

/** The sockets a check covers: all of them, or those of some sessions and users. */
interface Wanted {
  all: boolean;
  sessions: Set<string>;
  users: Set<string>;
}
const nothing = (): Wanted => ({ all: false, sessions: new Set(), users: new Set() });

/**
 * A socket is authenticated once, at its handshake, and then lives for hours. Its
 * session is checked again here, for every signed-in socket of this instance in one
 * query: whenever a database notice says its session or user changed (a logout,
 * password change, deletion or change of role on any instance, heard even when Redis
 * is down), and every `intervalMs` whatever was heard (notices can be lost, and a
 * socket may have been let in from a stale kept session). A socket whose session is
 * gone is disconnected; one whose member changed carries the new values and rooms.
 * Answers the way to stop.
 */
export function watchSocketSessions(io: TypedServer, deps: AppDeps, intervalMs: number): () => void {
  let wanted = nothing();
  let running = false;

  const failed = (err: unknown) => deps.log.warn({ err }, 'checking the sockets’ sessions failed');
  const run = async () => {
    running = true;
    // The notices of one transaction arrive together: they make one check.
    await new Promise((resolve) => setImmediate(resolve));
    while (wanted.all || wanted.sessions.size || wanted.users.size) {
      const now = wanted;
      wanted = nothing();
      // A check that fails (database down) is not repeated here: the next timer tick checks everything.
      await checkSockets(io, deps, now).catch(failed);
    }
    running = false;
  };
  const check = (change: SessionChange) => {
    if (change === 'all') wanted.all = true;
    else if ('session' in change) wanted.sessions.add(change.session);
    else wanted.users.add(change.user);
    if (!running) void run();
  };

  const unsubscribe = deps.sessions.onChange(check);
  const timer = setInterval(() => check('all'), intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    unsubscribe();
  };
}

async function checkSockets(io: TypedServer, deps: AppDeps, wanted: Wanted): Promise<void> {
  const sockets = [...io.of('/').sockets.values()].filter((s) => isWanted(s, wanted));
  if (!sockets.length) return;
  const live = await deps.sessions.liveSessions(deps.orm.em.fork(), [
    ...new Set(sockets.map((s) => s.data.sessionId!)),
  ]);
  let changed = false;
  for (const socket of sockets) {
    if (!socket.connected) continue;
    const member = live.get(socket.data.sessionId!);
    // Its disconnect handler sends presence again.
    if (!member) socket.disconnect(true);
    else if (!sameMember(socket.data.user!, member)) {
      socket.data.user = { id: member.id, name: member.name, avatar: member.avatar, isAdmin: member.isAdmin };
      changed = true;
    }
  }
  // Its projects too: a notice of a change of who is in a project may have been lost.
  await refreshSocketProjects(
    deps.orm.em.fork(),
    sockets.filter((s) => s.connected),
  );
  if (changed) schedulePresenceBroadcast(io, (err) => deps.log.warn({ err }, 'presence broadcast failed'));
}

function isWanted(socket: TypedSocket, wanted: Wanted): boolean {
  const { sessionId, user } = socket.data;
  if (!sessionId || !user) return false;
  return wanted.all || wanted.sessions.has(sessionId) || wanted.users.has(user.id);
}

const sameMember = (a: SocketUser, b: SessionMember) =>
  a.id === b.id && a.name === b.name && a.avatar === b.avatar && a.isAdmin === b.isAdmin;
