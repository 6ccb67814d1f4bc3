import type { EntityManager } from '@mikro-orm/postgresql';

// Advisory lock namespace (first key of pg_advisory_xact_lock(int, int)) for an
// author's comment count; other modules use their own (auth: 0x7a01, 0x7a02).
const COMMENT_AUTHOR_LOCK = 0x7a20;

/** The counts the comment limits are decided on. */
export const commentCounts = {
  /** Holds every other comment creation by this author until `em`'s transaction ends. */
  async lockAuthor(em: EntityManager, authorId: string): Promise<void> {
    await em.execute('select pg_advisory_xact_lock(?, hashtext(?))', [COMMENT_AUTHOR_LOCK, authorId]);
  },

  /** The author's comments of the last `seconds`, and when the oldest of them leaves that window. */
  async recentByAuthor(
    em: EntityManager,
    authorId: string,
    seconds: number,
  ): Promise<{ count: number; secondsUntilOldestLeaves: number }> {
    const [row] = await em.execute<{ count: number; left: number | null }[]>(
      `select count(*)::int as count,
         extract(epoch from min(created_at) + make_interval(secs => ?) - clock_timestamp())::float8 as "left"
       from comments where author_id = ? and created_at > now() - make_interval(secs => ?)`,
      [seconds, authorId, seconds],
    );
    return { count: row?.count ?? 0, secondsUntilOldestLeaves: row?.left ?? seconds };
  },
};
