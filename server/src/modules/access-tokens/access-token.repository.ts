import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccessToken, TokenScope } from '@tm/domain/api/access-token.schema';
import { preparedQuery } from '../../db/prepared-statements.ts';
import { iso } from '../../db/sql-iso.ts';
import type { SessionMember } from '../auth/session.service.ts';

interface TokenRow {
  id: string;
  name: string;
  scope: TokenScope;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
  project_ids: string[] | null;
}

/** A live token as a request finds it: its member and what it may do. */
export interface TokenUse {
  tokenId: string;
  scope: TokenScope;
  member: SessionMember;
  /** The account's password is a temporary one an admin set: the token is refused until it is changed. */
  mustChangePassword: boolean;
}

const toDto = (r: TokenRow): AccessToken => ({
  id: r.id,
  name: r.name,
  scope: r.scope,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  lastUsedAt: r.last_used_at,
  projectIds: r.project_ids,
});

// Timestamps as the wire's ISO strings, formatted by the database.
const COLUMNS = `id, name, scope, ${iso('created_at')} as created_at, ${iso('expires_at')} as expires_at,
  ${iso('last_used_at')} as last_used_at, project_ids::text[] as project_ids`;

// How stale last_used_at may be: refreshing it on every call would turn every read into a write.
const TOUCH_AFTER_SECONDS = 60;

export const accessTokenRepository = {
  async list(em: EntityManager, userId: string): Promise<AccessToken[]> {
    const rows = await em.execute<TokenRow[]>(
      `select ${COLUMNS} from access_tokens where user_id = ? order by created_at desc, id`,
      [userId],
    );
    return rows.map(toDto);
  },

  async insert(
    em: EntityManager,
    userId: string,
    fields: {
      name: string;
      scope: TokenScope;
      expiresInDays: number | null;
      secretHash: string;
      projectIds?: readonly string[] | null;
    },
  ): Promise<AccessToken> {
    const [row] = await em.execute<TokenRow[]>(
      `insert into access_tokens (id, user_id, name, scope, secret_hash, expires_at, project_ids)
       values (?, ?, ?, ?, ?, case when ?::int is null then null else now() + make_interval(days => ?::int) end,
         (select array_agg(value::uuid) from json_array_elements_text(?::json)))
       returning ${COLUMNS}`,
      [
        randomUUID(),
        userId,
        fields.name,
        fields.scope,
        fields.secretHash,
        fields.expiresInDays,
        fields.expiresInDays,
        fields.projectIds ? JSON.stringify(fields.projectIds) : null,
      ],
    );
    return toDto(row!);
  },

  /** The removed token's name, or null when the member had no such token. */
  async remove(em: EntityManager, userId: string, id: string): Promise<string | null> {
    const [row] = await em.execute<{ name: string }[]>(
      'delete from access_tokens where id = ? and user_id = ? returning name',
      [id, userId],
    );
    return row?.name ?? null;
  },

  /** Every token of the member, for good; answers how many there were. */
  async removeAllForUser(em: EntityManager, userId: string): Promise<number> {
    const rows = await em.execute<{ id: string }[]>(
      'delete from access_tokens where user_id = ? returning id',
      [userId],
    );
    return rows.length;
  },

  /**
   * Unexpired tokens of the member, counted under a lock on the member's row: two
   * creations at once take turns, so neither passes the cap on the other's count.
   * Inside the creation's transaction.
   */
  async countLiveLocked(em: EntityManager, userId: string): Promise<number> {
    await em.execute('select id from users where id = ? for update', [userId]);
    const [row] = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from access_tokens
        where user_id = ? and (expires_at is null or expires_at > now())`,
      [userId],
    );
    return row?.n ?? 0;
  },

  /**
   * The token behind a secret hash, with its member as stored now: unknown,
   * expired, and a deleted or deactivated member's tokens are not found. Read at
   * every use, never kept in memory, so a revocation, a deletion or a deactivation
   * stops the next call on every instance.
   */
  async findLive(em: EntityManager, secretHash: string): Promise<TokenUse | null> {
    const [row] = await preparedQuery<{
      token_id: string;
      scope: TokenScope;
      project_ids: string[] | null;
      stale: boolean;
      id: string;
      name: string;
      email: string | null;
      avatar: string;
      is_admin: boolean;
      must_change_password: boolean;
    }>(
      em,
      `select t.id as token_id, t.scope, t.project_ids::text[] as project_ids,
         (t.last_used_at is null or t.last_used_at < now() - make_interval(secs => ${TOUCH_AFTER_SECONDS})) as stale,
         u.id, u.name, u.email, u.avatar, u.is_admin, u.must_change_password
       from access_tokens t join users u on u.id = t.user_id
       where t.secret_hash = ? and u.deleted_at is null and u.deactivated_at is null
         and (t.expires_at is null or t.expires_at > now())`,
      [secretHash],
    );
    if (!row) return null;
    if (row.stale) {
      // The condition again in the update: concurrent calls write it once.
      await em.execute(
        `update access_tokens set last_used_at = now()
         where id = ? and (last_used_at is null or last_used_at < now() - make_interval(secs => ${TOUCH_AFTER_SECONDS}))`,
        [row.token_id],
      );
    }
    return {
      tokenId: row.token_id,
      scope: row.scope,
      member: {
        id: row.id,
        name: row.name,
        email: row.email,
        avatar: row.avatar,
        isAdmin: row.is_admin,
        ...(row.project_ids ? { projectIds: row.project_ids } : {}),
      },
      mustChangePassword: row.must_change_password,
    };
  },
};
