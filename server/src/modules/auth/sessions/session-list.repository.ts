import type { EntityManager } from '@mikro-orm/postgresql';

export interface SessionRow {
  id: string;
  user_agent: string | null;
  ip: string | null;
  created_at: Date;
  last_seen_at: Date;
}

/** The member's sessions as stored (the rules are in session-list.service.ts). */
export const sessionListRepository = {
  /** Unexpired sessions of a user, the most recently seen first. */
  listLive(em: EntityManager, userId: string): Promise<SessionRow[]> {
    return em.execute<SessionRow[]>(
      `select id, user_agent, ip, created_at, last_seen_at from sessions
        where user_id = ? and expires_at > now()
        order by last_seen_at desc, created_at desc`,
      [userId],
    );
  },
};
