import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { COMMENTS_PER_TASK_MAX } from '@tm/domain/task/comment-limits';
import type { Comment, CommentInput, EditCommentInput } from '@tm/domain/task/task.schema';
import { withComment } from '@tm/domain/task/task-comments';
import type { z } from 'zod';
import type { MemberCtx } from '../../context/service-ctx.ts';
import { DomainError, notFound } from '../../errors/domain-error.ts';
import { assertActorIsSelf } from '../tasks/assert-actor.ts';
import { publishCommentDeleted, publishCommentEdited, publishCommented } from '../tasks/task-events.ts';
import { taskReads } from '../tasks/task-reads.ts';
import { commentCreatedEvent, writeWebhookEvents } from '../webhooks/webhook-outbox.ts';
import { assertCommentAllowed } from './comment-rate-limit.ts';
import { deleteCommentRow, insertComment, lockComment, updateCommentContent } from './comment-writes.ts';

const notYours = () =>
  new DomainError('forbidden', 'COMMENT_NOT_YOURS', 'Only its author can change this comment');

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
  ctx: MemberCtx,
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
    const task = withComment(stored.task, comment);
    await writeWebhookEvents(em, [commentCreatedEvent(task, comment, ctx.member.id)]);
    return { task, comment };
  });
  publishCommented(ctx.deps, task, comment, ctx.member.id);
  return comment;
}

/**
 * The comment to change, locked, after the task's existence: an unknown task and
 * a comment of another task both answer 404 before any permission is decided.
 */
async function lockOwnComment(em: EntityManager, taskId: string, commentId: string) {
  const stored = await taskReads.read(em, taskId);
  if (!stored) throw notFound('Task');
  const comment = await lockComment(em, taskId, commentId);
  if (!comment) throw notFound('Comment');
  return { task: stored.task, comment };
}

/**
 * Its author changes a comment's text (nobody else, admins included: words stay
 * their author's). Refused while the author is over the comment rate (the
 * same lock and count as a new comment), so edits cannot flood mentions either.
 */
export async function editComment(
  ctx: MemberCtx,
  taskId: string,
  commentId: string,
  input: z.output<typeof EditCommentInput>,
): Promise<Comment> {
  const { task, before, comment } = await ctx.em.transactional(async (em) => {
    const { task, comment: stored } = await lockOwnComment(em, taskId, commentId);
    if (stored.authorId !== ctx.member.id) throw notYours();
    await assertCommentAllowed(em, ctx.member.id);
    const comment = await updateCommentContent(em, commentId, input.content);
    return { task, before: stored.content, comment };
  });
  publishCommentEdited(ctx.deps, task, comment, before, ctx.member.id);
  return comment;
}

/** Its author deletes a comment; an admin may delete anyone's (moderation). */
export async function deleteComment(ctx: MemberCtx, taskId: string, commentId: string): Promise<void> {
  const task = await ctx.em.transactional(async (em) => {
    const { task, comment } = await lockOwnComment(em, taskId, commentId);
    if (comment.authorId !== ctx.member.id && !ctx.member.isAdmin) throw notYours();
    await deleteCommentRow(em, commentId);
    return task;
  });
  publishCommentDeleted(ctx.deps, task, commentId);
}
