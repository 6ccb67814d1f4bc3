import type { EntityManager } from '@mikro-orm/postgresql';
import { COMMENTS_PER_MINUTE } from '@tm/domain/task/comment-limits';
import { RateLimitedError } from '../../errors/rate-limited-error.ts';
import { commentCounts } from './comment-counts.ts';

const COMMENT_WINDOW_SECONDS = 60;

/**
 * DESIGN (security): every member write has a rate limit, counted before the write.
 * Call inside the comment's transaction: it holds the author's lock until that
 * transaction ends, so concurrent or batched calls, on any instance, are counted
 * one after the other and at most COMMENTS_PER_MINUTE get through.
 */
export async function assertCommentAllowed(em: EntityManager, authorId: string): Promise<void> {
  await commentCounts.lockAuthor(em, authorId);
  const recent = await commentCounts.recentByAuthor(em, authorId, COMMENT_WINDOW_SECONDS);
  if (recent.count >= COMMENTS_PER_MINUTE) {
    throw new RateLimitedError('Too many comments: try again in a moment', recent.secondsUntilOldestLeaves);
  }
}
