import { raw, sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
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
}

// Active = owned or assigned and not done; the union counts a task once even
// when its owner is also its assignee.
const STATS_SQL = `
  with active as (
    select uid, count(*)::int as n from (
      select owner_id as uid, id from tasks where status <> 'done'
      union
      select assignee_id, id from tasks where status <> 'done' and assignee_id is not null
    ) t group by uid
  ), assigned as (
    select assignee_id as uid, count(*)::int as n from tasks where assignee_id is not null group by assignee_id
  )
  select u.id, u.name, u.avatar, u.email, u.is_admin, (u.password_hash is not null) as has_password,
         coalesce(a.n, 0) as active_count, coalesce(s.n, 0) as assigned_count
    from users u
    left join active a on a.uid = u.id
    left join assigned s on s.uid = u.id
   where u.deleted_at is null`;

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

  listStats(em: EntityManager): Promise<UserStatsRow[]> {
    return em.execute<UserStatsRow[]>(`${STATS_SQL} order by lower(u.name), u.created_at`);
  },

  async statsOf(em: EntityManager, id: string): Promise<UserStatsRow | null> {
    const rows = await em.execute<UserStatsRow[]>(`${STATS_SQL} and u.id = ?`, [id]);
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
