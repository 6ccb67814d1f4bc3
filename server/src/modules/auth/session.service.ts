import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { preparedQuery } from '../../db/prepared-statements.ts';
import { User } from '../users/user.entity.ts';
import { Session } from './session.entity.ts';
import { SessionCache, type SessionUserRow } from './session-cache.ts';
import type { SessionRestriction } from './session-restriction.ts';

export const SESSION_COOKIE = 'tm_session';
const SESSION_DAYS = 30;
// Refreshing last-seen on every request would turn every read into a write: at most
// once a minute (the sessions list shows it; its writes send no change notice).
const TOUCH_AFTER_MS = 60 * 1000;

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

/**
 * What requests know of the signed-in member: read with the session, with none of
 * the ORM's bookkeeping. Mapping the row onto a managed User entity (an identity-map
 * entry and a snapshot compared at every flush) cost ~15% of a task change's server
 * CPU (bench/RESULTS.md), so no request context holds one: the few services that
 * change the account load it through the user repository.
 */
export type SessionMember = Pick<User, 'id' | 'name' | 'email' | 'avatar' | 'isAdmin'> & {
  /** Set for a call made with an access token limited to some projects: the task scope narrows to them. */
  projectIds?: readonly string[];
};

/** A live session and its member. */
export interface FoundSession {
  sessionId: string;
  member: SessionMember;
  /** Null for a session that acts as its member; else what it must do first (session-restriction.ts). */
  restriction: SessionRestriction | null;
}

/**
 * What changed, as a database notice says (auth-change-listener.ts): one session,
 * every session of one user, or anything at all (a table emptied, or notices that
 * may have been missed).
 */
export type SessionChange = { session: string } | { user: string } | 'all';

/**
 * Server-side sessions: the cookie holds a random token, the database its hash.
 * Sessions checked recently are kept in `cache` while the database's change notices
 * reach this instance (session-cache.ts).
 */
export class SessionService {
  readonly cache = new SessionCache();
  private readonly changeHandlers = new Set<(change: SessionChange) => void>();

  /**
   * Sessions or users changed, on any instance or in the database directly: what is
   * kept of them is forgotten, and whoever holds them elsewhere (sockets) is told.
   */
  changed(change: SessionChange): void {
    if (change === 'all') this.cache.forgetAll();
    else if ('session' in change) this.cache.forgetSession(change.session);
    else this.cache.forgetUser(change.user);
    for (const handler of this.changeHandlers) handler(change);
  }

  /** Calls `handler` on every change heard from now on; answers the way to stop. */
  onChange(handler: (change: SessionChange) => void): () => void {
    this.changeHandlers.add(handler);
    return () => this.changeHandlers.delete(handler);
  }

  async create(
    em: EntityManager,
    userId: string,
    client: { userAgent?: string; ip?: string; mustEnrolTwoFactor?: boolean } = {},
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
    em.create(Session, {
      id: hashToken(token),
      user: em.getReference(User, userId),
      expiresAt,
      userAgent: client.userAgent?.slice(0, 500) || null,
      ip: client.ip?.slice(0, 64) || null,
      mustEnrolTwoFactor: client.mustEnrolTwoFactor ?? false,
    });
    await em.flush();
    return { token, expiresAt };
  }

  /**
   * The live session behind a cookie token, or null (expired, unknown or deleted user).
   * Runs on every request: kept in memory, or one prepared query (a populated findOne
   * cost ~6x the query itself); its row is never mapped onto an entity.
   */
  async userForToken(em: EntityManager, token: string | undefined): Promise<FoundSession | null> {
    if (!token) return null;
    const id = hashToken(token);
    const row = this.cache.get(id) ?? (await this.read(em, id));
    if (!row) return null;
    const {
      session_expires_at: expiresAt,
      session_last_seen_at: lastSeenAt,
      session_must_enrol: mustEnrol,
      ...userRow
    } = row;
    if (new Date(expiresAt).getTime() < Date.now() || userRow.deleted_at || userRow.deactivated_at) {
      this.cache.forgetSession(id);
      await em.nativeDelete(Session, { id });
      return null;
    }
    if (Date.now() - new Date(lastSeenAt).getTime() > TOUCH_AFTER_MS) {
      // The kept row's last-seen time is now out of date: read it again next time.
      this.cache.forgetSession(id);
      await em.nativeUpdate(Session, { id }, { lastSeenAt: new Date() });
    }
    return {
      sessionId: id,
      member: {
        id: userRow.id,
        name: userRow.name,
        email: userRow.email ?? null,
        avatar: userRow.avatar,
        isAdmin: userRow.is_admin,
      },
      restriction: mustEnrol ? 'enrolTwoFactor' : userRow.must_change_password ? 'changePassword' : null,
    };
  }

  /**
   * The enrolment a restricted session waited on is done: it acts as its member from
   * now on. The user's other sessions begun in that state never saw a code and end.
   */
  async enrolled(em: EntityManager, userId: string, sessionId: string): Promise<void> {
    this.cache.forgetUser(userId);
    await em.nativeUpdate(Session, { id: sessionId }, { mustEnrolTwoFactor: false });
    await em.nativeDelete(Session, { user: userId, mustEnrolTwoFactor: true });
    this.cache.forgetUser(userId);
  }

  /** The session and its user as stored, kept for the next requests when the cache is live. */
  private async read(em: EntityManager, id: string): Promise<SessionUserRow | undefined> {
    const generation = this.cache.generation;
    const [row] = await preparedQuery<SessionUserRow>(
      em,
      `select ${userColumnsOf(em)}, s.expires_at as session_expires_at, s.last_seen_at as session_last_seen_at,
         s.must_enrol_two_factor as session_must_enrol
       from sessions s join users u on u.id = s.user_id
       where s.id = ?`,
      [id],
    );
    if (row) this.cache.keep(id, row, generation);
    return row;
  }

  /**
   * Which of these sessions are still live (unexpired, their user not deleted), with
   * their member as stored now: one query however many (every socket of an instance).
   */
  async liveSessions(em: EntityManager, ids: readonly string[]): Promise<Map<string, SessionMember>> {
    if (!ids.length) return new Map();
    const rows = await preparedQuery<{
      session_id: string;
      id: string;
      name: string;
      email: string | null;
      avatar: string;
      is_admin: boolean;
    }>(
      em,
      `select s.id as session_id, u.id, u.name, u.email, u.avatar, u.is_admin
       from sessions s join users u on u.id = s.user_id
       where s.id in (select value from json_array_elements_text(?::json))
         and s.expires_at > now() and u.deleted_at is null and u.deactivated_at is null`,
      [JSON.stringify(ids)],
    );
    return new Map(
      rows.map((r) => [
        r.session_id,
        { id: r.id, name: r.name, email: r.email, avatar: r.avatar, isAdmin: r.is_admin },
      ]),
    );
  }

  // The ends of sessions below are forgotten here at once, before and after they are
  // written: no request of this instance is answered with a session it has ended,
  // even before the database's notice arrives.

  async destroy(em: EntityManager, token: string | undefined): Promise<void> {
    if (!token) return;
    await this.destroyById(em, hashToken(token));
  }

  /** Ends one session by its stored id (the sessions list signs one out). */
  async destroyById(em: EntityManager, id: string): Promise<void> {
    this.cache.forgetSession(id);
    await em.nativeDelete(Session, { id });
    this.cache.forgetSession(id);
  }

  /** Ends every session of a user except, optionally, the one in use (after a password change). */
  async destroyAllForUser(em: EntityManager, userId: string, exceptSessionId?: string): Promise<void> {
    this.cache.forgetUser(userId);
    await em.nativeDelete(Session, {
      user: userId,
      ...(exceptSessionId ? { id: { $ne: exceptSessionId } } : {}),
    });
    this.cache.forgetUser(userId);
  }
}
