import { raw, sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SYSTEM_SCOPE, type TaskScope, visiblePeopleCondition, visibleTasks } from '../tasks/task-scope.ts';
import { User } from './user.entity.ts';

/** One user's figures, computed by SQL aggregates for any number of users in one query. */
export interface UserStatsRow {
  id: string;
  name: string;
  avatar: string;
  email: string | null;
  is_admin: boolean;
  has_password: boolean;
  active_count: number;
  assigned_count: number;
  /** Only in one user's figures: the notification address waiting for confirmation. */
  pending_notification_email?: string | null;
}

/** One user as stored, with their figures: everything the wire User needs in one query. */
export interface OneUserRow extends UserStatsRow {
  must_change_password: boolean;
  notify_on_assign: boolean;
  notify_on_complete: boolean;
  notify_on_comment: boolean;
  notify_on_mention: boolean;
  notification_email: string | null;
  pending_notification_email: string | null;
  remind_days_before: number;
  remind_hour: number;
  time_zone: string;
  overdue_digest: boolean;
  language: 'en' | 'fr' | 'nl';
}

// Active = owned or assigned and not done, a task counted once when its owner is
// also its assignee; assigned = assigned in any status. One pass of grouped
// counts over the tasks the reader may see, whatever the number of users.
const statsSql = (scope: TaskScope) => `
  with counts as (
    select uid, count(*) filter (where active)::int as active, count(*) filter (where assigned)::int as assigned
      from (
        select owner_id as uid, true as active, false as assigned from ${visibleTasks(scope)} t where status <> 'done'
        union all
        select assignee_id, status <> 'done' and assignee_id <> owner_id, true from ${visibleTasks(scope)} t where assignee_id is not null
      ) t
     group by uid
  )
  select u.id, u.name, u.avatar, u.email, u.is_admin, (u.password_hash is not null) as has_password,
         coalesce(c.active, 0) as active_count, coalesce(c.assigned, 0) as assigned_count
    from users u
    left join counts c on c.uid = u.id
   where u.deleted_at is null and u.deactivated_at is null and ${visiblePeopleCondition(scope, 'u.id')}`;

// One account's own figures, shown to itself or an admin: every task it owns or is assigned.
const ONE_USER_STATS_SQL = `
  select u.id, u.name, u.avatar, u.email, u.is_admin, (u.password_hash is not null) as has_password,
         u.must_change_password,
         u.notify_on_assign, u.notify_on_complete, u.notify_on_comment, u.notify_on_mention, u.notification_email,
         u.remind_days_before, u.remind_hour, u.time_zone, u.overdue_digest, u.language,
         (select count(*)::int from ${visibleTasks(SYSTEM_SCOPE)} t
           where t.status <> 'done' and (t.owner_id = u.id or t.assignee_id = u.id)) as active_count,
         (select count(*)::int from ${visibleTasks(SYSTEM_SCOPE)} t where t.assignee_id = u.id) as assigned_count,
         (select p.address from notification_email_confirmations p where p.user_id = u.id)
           as pending_notification_email
    from users u
   where u.id = ? and u.deleted_at is null`;

export const userRepository = {
  findActive(em: EntityManager, id: string): Promise<User | null> {
    return em.findOne(User, { id, deletedAt: null });
  },

  /** With the password hash, which is lazy everywhere else. */
  findByEmailWithHash(em: EntityManager, email: string): Promise<User | null> {
    return em.findOne(
      User,
      { [sql.lower('email')]: email.toLowerCase(), deletedAt: null },
      { populate: ['passwordHash'] },
    );
  },

  findWithHash(em: EntityManager, id: string): Promise<User | null> {
    return em.findOne(User, { id, deletedAt: null }, { populate: ['passwordHash'] });
  },

  /** Live users of that name, case-insensitively, oldest first (name-only login). */
  findByNameWithHash(em: EntityManager, name: string): Promise<User[]> {
    return em.find(
      User,
      { deletedAt: null, [sql.lower('name')]: name.toLowerCase() },
      { populate: ['passwordHash'], orderBy: { createdAt: 'asc' } },
    );
  },

  async emailTaken(em: EntityManager, email: string, exceptId?: string): Promise<boolean> {
    const n = await em.count(User, {
      [sql.lower('email')]: email.toLowerCase(),
      deletedAt: null,
      ...(exceptId ? { id: { $ne: exceptId } } : {}),
    });
    return n > 0;
  },

  listStats(em: EntityManager, scope: TaskScope): Promise<UserStatsRow[]> {
    return em.execute<UserStatsRow[]>(`${statsSql(scope)} order by lower(u.name), u.created_at`);
  },

  /** One user's figures through the owner and assignee indexes, not a pass over every task. */
  async statsOf(em: EntityManager, id: string): Promise<OneUserRow | null> {
    const rows = await em.execute<OneUserRow[]>(ONE_USER_STATS_SQL, [id]);
    return rows[0] ?? null;
  },

  /** Marks a live user deleted and erases what only served them; false when there was none. */
  async softDelete(em: EntityManager, id: string): Promise<boolean> {
    const n = await em.nativeUpdate(
      User,
      { id, deletedAt: null },
      {
        deletedAt: new Date(),
        email: null,
        passwordHash: null,
        notificationEmail: null,
        // Revokes the calendar feed's derived token.
        calendarTokenVersion: raw('calendar_token_version + 1'),
      },
    );
    return n > 0;
  },

  /** Serialises name-only sign-ins of one name, so two at once cannot create two members. */
  async lockName(em: EntityManager, name: string): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`name-login:${name.toLowerCase()}`]);
  },
};
