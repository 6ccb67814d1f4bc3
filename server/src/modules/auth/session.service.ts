import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { preparedQuery } from '../../db/prepared-statements.ts';
import { User } from '../users/user.entity.ts';
import { Session } from './session.entity.ts';

export const SESSION_COOKIE = 'tm_session';
const SESSION_DAYS = 30;
// Refreshing last-seen on every request would turn every read into a write.
const TOUCH_AFTER_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The user columns a session loads: every column of the User entity but its lazy
 * ones (the password hash), read from the ORM's metadata once so the list follows
 * the entity.
 */
let userColumns: string | null = null;
function userColumnsOf(em: EntityManager): string {
  userColumns ??= em
    .getMetadata(User)
    .props.filter((p) => !p.lazy && p.fieldNames?.length)
    .flatMap((p) => p.fieldNames.map((c) => `u.${c}`))
    .join(', ');
  return userColumns;
}

type SessionUserRow = Record<string, unknown> & {
  deleted_at: Date | string | null;
  session_expires_at: Date | string;
  session_last_seen_at: Date | string;
};

/** Server-side sessions: the cookie holds a random token, the database its hash. */
export class SessionService {
  async create(em: EntityManager, userId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
    em.create(Session, { id: hashToken(token), user: em.getReference(User, userId), expiresAt });
    await em.flush();
    return { token, expiresAt };
  }

  /**
   * The live user behind a cookie token, or null (expired, unknown or deleted user).
   * Runs on every request: one plain query, its row mapped onto a User entity of
   * the request's EntityManager (a populated findOne cost ~6x the query itself).
   */
  async userForToken(
    em: EntityManager,
    token: string | undefined,
  ): Promise<{ user: User; sessionId: string } | null> {
    if (!token) return null;
    const id = hashToken(token);
    const [row] = await preparedQuery<SessionUserRow>(
      em,
      `select ${userColumnsOf(em)}, s.expires_at as session_expires_at, s.last_seen_at as session_last_seen_at
       from sessions s join users u on u.id = s.user_id
       where s.id = ?`,
      [id],
    );
    if (!row) return null;
    const { session_expires_at: expiresAt, session_last_seen_at: lastSeenAt, ...userRow } = row;
    if (new Date(expiresAt).getTime() < Date.now() || userRow.deleted_at) {
      await em.nativeDelete(Session, { id });
      return null;
    }
    if (Date.now() - new Date(lastSeenAt).getTime() > TOUCH_AFTER_MS) {
      await em.nativeUpdate(Session, { id }, { lastSeenAt: new Date() });
    }
    return { user: em.map(User, userRow), sessionId: id };
  }

  async destroy(em: EntityManager, token: string | undefined): Promise<void> {
    if (token) await em.nativeDelete(Session, { id: hashToken(token) });
  }

  /** Ends every session of a user except, optionally, the one in use (after a password change). */
  async destroyAllForUser(em: EntityManager, userId: string, exceptSessionId?: string): Promise<void> {
    await em.nativeDelete(Session, {
      user: userId,
      ...(exceptSessionId ? { id: { $ne: exceptSessionId } } : {}),
    });
  }
}
