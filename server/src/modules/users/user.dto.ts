import type { TeamMember, User as UserDto } from '@tm/domain/user/user.schema';
import type { AppDeps } from '../../app-deps.ts';
import { onlineUsers } from '../../realtime/presence.ts';
import type { User } from './user.entity.ts';
import type { UserStatsRow } from './user.repository.ts';

/** Ids of users with at least one open socket (on any instance). */
export async function onlineUserIds(deps: AppDeps): Promise<Set<string>> {
  const io = deps.realtime.io;
  return new Set(io ? (await onlineUsers(io)).map((u) => u.id) : []);
}

/** The whole User of SPEC section 3 (the user themself or an admin). Never the password hash. */
export function toUserDto(user: User, stats: UserStatsRow | null, isOnline: boolean): UserDto {
  return {
    id: user.id,
    name: user.name,
    avatar: user.avatar,
    email: user.email ?? null,
    isAdmin: user.isAdmin,
    isOnline,
    hasPassword: stats?.has_password ?? false,
    notifyOnAssign: user.notifyOnAssign,
    notifyOnComplete: user.notifyOnComplete,
    notifyOnComment: user.notifyOnComment,
    notificationEmail: user.notificationEmail ?? null,
    pendingNotificationEmail: stats?.pending_notification_email ?? null,
    activeTaskCount: stats?.active_count ?? 0,
    assignedTaskCount: stats?.assigned_count ?? 0,
  };
}

/** A row of the team lists; e-mail addresses only for admins and the user themself. */
export function toTeamMember(row: UserStatsRow, viewer: User, online: Set<string>): TeamMember {
  const showEmail = viewer.isAdmin || viewer.id === row.id;
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    isAdmin: row.is_admin,
    isOnline: online.has(row.id),
    email: showEmail ? row.email : null,
    activeTaskCount: row.active_count,
    assignedTaskCount: row.assigned_count,
    _count: { tasks: row.active_count, assignedTasks: row.assigned_count },
  };
}
