import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../users/user.entity.ts';
import { Session } from './session.entity.ts';

export const SESSION_COOKIE = 'tm_session';
const SESSION_DAYS = 30;
// Refreshing last-seen on every request would turn every read into a write.
const TOUCH_AFTER_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Server-side sessions: the cookie holds a random token, the database its hash. */
export class SessionService {
  async create(em: EntityManager, userId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000);
    em.create(Session, { id: hashToken(token), user: em.getReference(User, userId), expiresAt });
    await em.flush();
    return { token, expiresAt };
  }

  /** The live user behind a cookie token, or null (expired, unknown or deleted user). */
  async userForToken(
    em: EntityManager,
    token: string | undefined,
  ): Promise<{ user: User; sessionId: string } | null> {
    if (!token) return null;
    const session = await em.findOne(Session, { id: hashToken(token) }, { populate: ['user'] });
    if (!session) return null;
    const user = session.user.getEntity();
    if (session.expiresAt.getTime() < Date.now() || user.deletedAt) {
      await em.nativeDelete(Session, { id: session.id });
      return null;
    }
    if (Date.now() - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
      await em.nativeUpdate(Session, { id: session.id }, { lastSeenAt: new Date() });
    }
    return { user, sessionId: session.id };
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
