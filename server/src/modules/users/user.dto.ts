import type { TeamMember, User as UserDto } from '@tm/domain/user/user.schema';
import type { AppDeps } from '../../app-deps.ts';
import { onlineUsers } from '../../realtime/presence.ts';
import type { SessionMember } from '../auth/session.service.ts';
import type { User } from './user.entity.ts';
import type { OneUserRow, UserStatsRow } from './user.repository.ts';

/** What the wire User shows of an account: a loaded entity, or a row read without one. */
type UserFields = Pick<
  User,
  | 'id'
  | 'name'
  | 'avatar'
  | 'email'
  | 'isAdmin'
  | 'mustChangePassword'
  | 'notifyOnAssign'
  | 'notifyOnComplete'
  | 'notifyOnComment'
  | 'notifyOnMention'
  | 'notificationEmail'
  | 'remindDaysBefore'
  | 'remindHour'
  | 'timeZone'
  | 'overdueDigest'
  | 'language'
>;

/** Ids of users with at least one open socket (on any instance). */
export async function onlineUserIds(deps: AppDeps): Promise<Set<string>> {
  const io = deps.realtime.io;
  return new Set(io ? (await onlineUsers(io)).map((u) => u.id) : []);
}

/** The whole User of SPEC section 3 (the user themself or an admin). Never the password hash. */
export function toUserDto(user: UserFields, stats: UserStatsRow | null, isOnline: boolean): UserDto {
  return {
    id: user.id,
    name: user.name,
    avatar: user.avatar,
    email: user.email ?? null,
    isAdmin: user.isAdmin,
    isOnline,
    hasPassword: stats?.has_password ?? false,
    mustChangePassword: user.mustChangePassword,
    notifyOnAssign: user.notifyOnAssign,
    notifyOnComplete: user.notifyOnComplete,
    notifyOnComment: user.notifyOnComment,
    notifyOnMention: user.notifyOnMention,
    notificationEmail: user.notificationEmail ?? null,
    pendingNotificationEmail: stats?.pending_notification_email ?? null,
    activeTaskCount: stats?.active_count ?? 0,
    assignedTaskCount: stats?.assigned_count ?? 0,
    remindDaysBefore: user.remindDaysBefore,
    remindHour: user.remindHour,
    timeZone: user.timeZone,
    overdueDigest: user.overdueDigest,
    language: user.language,
  };
}

/** The wire User of one row read by `statsOf`, no entity involved. */
export function rowToUserDto(row: OneUserRow, isOnline: boolean): UserDto {
  const fields: UserFields = {
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    email: row.email,
    isAdmin: row.is_admin,
    mustChangePassword: row.must_change_password,
    notifyOnAssign: row.notify_on_assign,
    notifyOnComplete: row.notify_on_complete,
    notifyOnComment: row.notify_on_comment,
    notifyOnMention: row.notify_on_mention,
    notificationEmail: row.notification_email,
    remindDaysBefore: row.remind_days_before,
    remindHour: row.remind_hour,
    timeZone: row.time_zone,
    overdueDigest: row.overdue_digest,
    language: row.language,
  };
  return toUserDto(fields, row, isOnline);
}

/** A row of the team lists; e-mail addresses only for admins and the user themself. */
export function toTeamMember(
  row: UserStatsRow,
  viewer: Pick<SessionMember, 'id' | 'isAdmin'>,
  online: Set<string>,
): TeamMember {
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
