import type { EntityManager } from '@mikro-orm/postgresql';
import { IN_IDS, idsParam } from '../db/prepared-statements.ts';
import { syncRooms } from './socket-rooms.ts';
import type { TypedSocket } from './socket-types.ts';

/** The projects whose tasks each of these people sees (project_readers: migration 20261204-0100). */
export async function projectsOf(
  em: EntityManager,
  userIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await em.execute<{ user_id: string; project_id: string }[]>(
    `select user_id, project_id from project_readers where role <> 'client' and user_id ${IN_IDS}`,
    [idsParam(userIds)],
  );
  for (const row of rows) byUser.get(row.user_id)?.push(row.project_id);
  return byUser;
}

/** Gives each signed-in socket its member's projects now, and moves it to their rooms. */
export async function refreshSocketProjects(
  em: EntityManager,
  sockets: readonly TypedSocket[],
): Promise<void> {
  const members = sockets.filter((s) => s.data.user);
  if (members.length === 0) return;
  const projects = await projectsOf(em, [...new Set(members.map((s) => s.data.user!.id))]);
  for (const socket of members) {
    if (!socket.connected || !socket.data.user) continue;
    socket.data.projectIds = projects.get(socket.data.user.id) ?? [];
    syncRooms(socket);
  }
}
