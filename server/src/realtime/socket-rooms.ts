import { ROOMS } from '@tm/domain/realtime/socket-events';
import type { SocketData, TypedSocket } from './socket-types.ts';

/** Each socket also joins the room of its session, so one session's sockets can be ended alone. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * The rooms a socket belongs in for who it is: anyone `public`; a member also theirs
 * and those of their projects (task events go to a project's room: tasks/task-events.ts),
 * an admin `admins` instead of every project's.
 */
function roomsFor(data: SocketData): string[] {
  if (!data.user || !data.sessionId) return [ROOMS.public];
  const own = [ROOMS.public, ROOMS.members, ROOMS.user(data.user.id), sessionRoom(data.sessionId)];
  if (data.user.isAdmin) return [...own, ROOMS.admins];
  return [...own, ...data.projectIds.map(ROOMS.project)];
}

/**
 * Puts a socket in exactly the rooms of who it is now, leaving any other (a socket
 * restored with a session it no longer has, a member whose rights changed).
 */
export function syncRooms(socket: TypedSocket): void {
  const wanted = new Set(roomsFor(socket.data));
  for (const room of [...socket.rooms]) if (room !== socket.id && !wanted.has(room)) socket.leave(room);
  socket.join([...wanted]);
}
