import { randomUUID } from 'node:crypto';
import { COMMENTS_PER_TASK_MAX } from '@tm/domain/task/comment-limits';
import type { Comment, CommentInput } from '@tm/domain/task/task.schema';
import { withComment } from '@tm/domain/task/task-comments';
import type { z } from 'zod';
import { DomainError, notFound } from '../../errors/domain-error.ts';
import { assertActorIsSelf } from '../tasks/assert-actor.ts';
import type { TaskCtx } from '../tasks/task-ctx.ts';
import { publishCommented } from '../tasks/task-events.ts';
import { taskReads } from '../tasks/task-reads.ts';
import { assertCommentAllowed } from './comment-rate-limit.ts';
import { insertComment } from './comment-writes.ts';

const limitReached = () =>
  new DomainError(
    'conflict',
    'COMMENT_LIMIT_REACHED',
    `A task holds at most ${COMMENTS_PER_TASK_MAX} comments`,
  );

/**
 * Adds a comment by the current member; the author is always the session user.
 * Both limits are checked before the insert, under locks that make concurrent
 * calls wait their turn: the author's rate first, then the task's count.
 */
export async function addComment(
  ctx: TaskCtx,
  taskId: string,
  input: z.output<typeof CommentInput>,
): Promise<Comment> {
  assertActorIsSelf(input.authorId, ctx.member);
  const { task, comment } = await ctx.em.transactional(async (em) => {
    await assertCommentAllowed(em, ctx.member.id);
    // Locked so a concurrent delete cannot remove the task between this check and the insert;
    // the lock answers the task with its comments, so it is not read again.
    const stored = await taskReads.lock(em, taskId);
    if (!stored) throw notFound('Task');
    if (stored.task.comments.length >= COMMENTS_PER_TASK_MAX) throw limitReached();
    const comment = await insertComment(em, {
      id: randomUUID(),
      taskId,
      authorId: ctx.member.id,
      content: input.content,
    });
    return { task: withComment(stored.task, comment), comment };
  });
  publishCommented(ctx.deps, task, comment, ctx.member.id);
  return comment;
}
