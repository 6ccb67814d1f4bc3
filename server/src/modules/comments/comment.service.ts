import { randomUUID } from 'node:crypto';
import type { Comment, CommentInput } from '@tm/domain/task/task.schema';
import type { z } from 'zod';
import { notFound } from '../../http/domain-error.ts';
import { assertActorIsSelf } from '../tasks/assert-actor.ts';
import type { TaskCtx } from '../tasks/task-ctx.ts';
import { publishCommented } from '../tasks/task-events.ts';
import { taskReads } from '../tasks/task-reads.ts';
import { insertComment } from './comment-writes.ts';

/** Lists sort comments by time, then id (tasks/comment-rows.ts); ISO times and lowercase uuids compare as text. */
const byTimeThenId = (a: Comment, b: Comment) =>
  a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1;

/** Adds a comment by the current member; the author is always the session user. */
export async function addComment(
  ctx: TaskCtx,
  taskId: string,
  input: z.output<typeof CommentInput>,
): Promise<Comment> {
  assertActorIsSelf(input.authorId, ctx.user);
  const { task, comment } = await ctx.em.transactional(async (em) => {
    // Locked so a concurrent delete cannot remove the task between this check and the insert;
    // the lock answers the task with its comments, so it is not read again.
    const stored = await taskReads.lock(em, taskId);
    if (!stored) throw notFound('Task');
    const comment = await insertComment(em, {
      id: randomUUID(),
      taskId,
      authorId: ctx.user.id,
      content: input.content,
    });
    const comments = [...stored.task.comments, comment].sort(byTimeThenId);
    return { task: { ...stored.task, comments }, comment };
  });
  publishCommented(ctx.deps, task, comment, ctx.user.id);
  return comment;
}
