import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  NotificationSettingsInput,
  TeamMember,
  UpdateProfileInput,
  User as UserDto,
} from '@tm/domain/user/user.schema';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { MemberCtx } from '../../context/service-ctx.ts';
import { forbidden, notFound } from '../../errors/domain-error.ts';
import { chooseNotificationEmail, resendConfirmation } from '../notifications/notification-email.service.ts';
import { memberScope } from '../tasks/task-scope.ts';
import { onlineUserIds, rowToUserDto, toTeamMember, toUserDto } from './user.dto.ts';
import type { User } from './user.entity.ts';
import { userRepository as users } from './user.repository.ts';

type ProfileChange = z.output<typeof UpdateProfileInput>;
type SettingsChange = z.output<typeof NotificationSettingsInput>;

/** The wire User of one loaded entity, with its counts and presence. */
export async function userDto(deps: AppDeps, em: EntityManager, user: User): Promise<UserDto> {
  const [stats, online] = await Promise.all([users.statsOf(em, user.id), onlineUserIds(deps)]);
  return toUserDto(user, stats, online.has(user.id));
}

/**
 * The wire User of an account read by id, with its counts and presence, in one
 * query and without mapping an entity (reads: `me`, a profile); null when deleted.
 */
export async function userDtoById(deps: AppDeps, em: EntityManager, id: string): Promise<UserDto | null> {
  const [row, online] = await Promise.all([users.statsOf(em, id), onlineUserIds(deps)]);
  return row ? rowToUserDto(row, online.has(id)) : null;
}

/** Everyone on the team (deleted users excluded), counts by SQL aggregates in one query. */
export async function listTeam(c: MemberCtx): Promise<TeamMember[]> {
  const [rows, online] = await Promise.all([
    users.listStats(c.em, memberScope(c.member)),
    onlineUserIds(c.deps),
  ]);
  return rows.map((row) => toTeamMember(row, c.member, online));
}

/** Self or admin: the whole User, notification flags included. */
export async function getUser(c: MemberCtx, id: string): Promise<UserDto> {
  assertSelfOrAdmin(c, id);
  const dto = await userDtoById(c.deps, c.em, id);
  if (!dto) throw notFound('User');
  return dto;
}

export async function updateProfile(c: MemberCtx, id: string, change: ProfileChange): Promise<UserDto> {
  const user = await loadForSelfOrAdmin(c, id);
  if (change.name !== undefined) user.name = change.name;
  if (change.avatar !== undefined) user.avatar = change.avatar;
  await c.em.flush();
  await announceUserChange(c.deps, user);
  return userDto(c.deps, c.em, user);
}

/** Self only, even for admins: where someone's mail goes is theirs to say. */
export async function updateSettings(c: MemberCtx, id: string, change: SettingsChange): Promise<UserDto> {
  if (id !== c.member.id) throw forbidden('You can only change your own settings');
  const user = await loadForSelfOrAdmin(c, id);
  // First: a refused confirmation mail (its limits) leaves every setting as it was.
  if (change.email !== undefined) await chooseNotificationEmail(c, user, change.email);
  if (change.notifyOnAssign !== undefined) user.notifyOnAssign = change.notifyOnAssign;
  if (change.notifyOnComplete !== undefined) user.notifyOnComplete = change.notifyOnComplete;
  if (change.notifyOnComment !== undefined) user.notifyOnComment = change.notifyOnComment;
  if (change.notifyOnMention !== undefined) user.notifyOnMention = change.notifyOnMention;
  if (change.remindDaysBefore !== undefined) user.remindDaysBefore = change.remindDaysBefore;
  if (change.remindHour !== undefined) user.remindHour = change.remindHour;
  if (change.timeZone !== undefined) user.timeZone = change.timeZone;
  if (change.overdueDigest !== undefined) user.overdueDigest = change.overdueDigest;
  if (change.language !== undefined) user.language = change.language;
  await c.em.flush();
  // The member's next request on this instance reads the new settings, even before the database's notice.
  c.deps.sessions.cache.forgetUser(user.id);
  return userDto(c.deps, c.em, user);
}

/** Self only: a new confirmation link for the pending notification address. */
export async function resendNotificationEmailConfirmation(c: MemberCtx, id: string): Promise<UserDto> {
  if (id !== c.member.id) throw forbidden('You can only change your own settings');
  await resendConfirmation(c);
  const dto = await userDtoById(c.deps, c.em, id);
  if (!dto) throw notFound('User');
  return dto;
}

/** Lists reload and the presence list shows the new name, avatar or role. */
export async function announceUserChange(deps: AppDeps, user: User): Promise<void> {
  // This instance's next requests see the change at once, before the database's notice.
  deps.sessions.cache.forgetUser(user.id);
  deps.realtime.toMembers('users:updated');
  await deps.realtime
    .refreshUser({ id: user.id, name: user.name, avatar: user.avatar, isAdmin: user.isAdmin })
    .catch((err) => deps.log.warn({ err }, 'presence refresh failed'));
}

function assertSelfOrAdmin(c: MemberCtx, id: string): void {
  if (id !== c.member.id && !c.member.isAdmin) {
    throw forbidden('Only the user themself or an admin may do this');
  }
}

/** The account to change, as a managed entity: the request context holds only the session's plain member. */
async function loadForSelfOrAdmin(c: MemberCtx, id: string): Promise<User> {
  assertSelfOrAdmin(c, id);
  const user = await users.findActive(c.em, id);
  if (!user) throw notFound('User');
  return user;
}
