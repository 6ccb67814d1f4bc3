import type { OnlineUser } from '@tm/domain/realtime/socket-events';
import { ROOMS } from '@tm/domain/realtime/socket-events';
import type { TypedServer } from './socket-types.ts';

// Bounded so a crashed instance that Redis still counts cannot hold presence back for long.
const FETCH_TIMEOUT_MS = 2_000;

/**
 * Who is online, computed from the sockets in the members room. `fetchSockets`
 * asks every instance through the adapter, so a user with several tabs or on
 * several instances counts once. When the other instances cannot be asked
 * (Redis down), this instance's own sockets are the best answer left.
 */
/** An online member as presence needs them: who they are, and the projects they see. */
interface OnlineMember extends OnlineUser {
  isAdmin: boolean;
  projectIds: readonly string[];
}

async function onlineMembers(io: TypedServer): Promise<OnlineMember[]> {
  const sockets = await io
    .in(ROOMS.members)
    .timeout(FETCH_TIMEOUT_MS)
    .fetchSockets()
    // Not `io.local.fetchSockets()`: the cluster adapter still asks Redis how many servers there are.
    .catch(() => [...io.of('/').sockets.values()].filter((s) => s.rooms.has(ROOMS.members)));
  const byId = new Map<string, OnlineMember>();
  for (const s of sockets) {
    const u = s.data.user;
    if (u && !byId.has(u.id)) {
      byId.set(u.id, {
        id: u.id,
        name: u.name,
        avatar: u.avatar,
        isAdmin: u.isAdmin,
        projectIds: s.data.projectIds,
      });
    }
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export async function onlineUsers(io: TypedServer): Promise<OnlineUser[]> {
  return (await onlineMembers(io)).map(({ id, name, avatar }) => ({ id, name, avatar }));
}

/** Whether `viewer` may know `other` is online: an admin knows everyone; others, who shares a project. */
function knows(viewer: OnlineMember, other: OnlineMember): boolean {
  if (viewer.isAdmin || viewer.id === other.id) return true;
  return other.projectIds.some((id) => viewer.projectIds.includes(id));
}

/** Each online member hears who of the people they may know is online (DESIGN 7, "People"). */
export async function broadcastPresence(io: TypedServer): Promise<void> {
  const online = await onlineMembers(io);
  for (const viewer of online) {
    io.to(ROOMS.user(viewer.id)).emit(
      'users:online',
      online.filter((other) => knows(viewer, other)).map(({ id, name, avatar }) => ({ id, name, avatar })),
    );
  }
}

// A burst of connections (a deploy, a wall of screens reconnecting) would send the
// whole list to every member once per connection: n² messages for n sockets. One
// broadcast per short window carries the same news.
const COALESCE_MS = 200;
const scheduled = new WeakMap<TypedServer, NodeJS.Timeout>();

/** Broadcasts presence once within COALESCE_MS, however many sockets came or went meanwhile. */
export function schedulePresenceBroadcast(io: TypedServer, onError: (err: unknown) => void): void {
  if (scheduled.has(io)) return;
  const timer = setTimeout(() => {
    scheduled.delete(io);
    broadcastPresence(io).catch(onError);
  }, COALESCE_MS);
  timer.unref();
  scheduled.set(io, timer);
}
