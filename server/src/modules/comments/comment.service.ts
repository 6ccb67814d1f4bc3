import { randomUUID } from 'node:crypto';
import type { Comment as CommentDto, CommentInput, Task as TaskDto } from '@tm/domain/task/task.schema';
import type { z } from 'zod';
import { notFound } from '../../http/domain-error.ts';
import { assertActorIsSelf } from '../tasks/assert-actor.ts';
import { taskRepository } from '../tasks/task.repository.ts';
import type { TaskCtx } from '../tasks/task-ctx.ts';
import { publishCommented } from '../tasks/task-events.ts';
import { Comment } from './comment.entity.ts';

/** Adds a comment by the current member; the author is always the session user. */
export async function addComment(
  ctx: TaskCtx,
  taskId: string,
  input: z.output<typeof CommentInput>,
): Promise<CommentDto> {
  assertActorIsSelf(input.authorId, ctx.user);
  const { task, comment } = await ctx.em.transactional(async (em) => {
    // Locked so a concurrent delete cannot remove the task between this check and the insert.
    if (!(await taskRepository.lockForUpdate(em, taskId))) throw notFound('Task');
    const id = randomUUID();
    em.create(Comment, { id, task: taskId, author: ctx.user.id, content: input.content });
    await em.flush();
    const task = (await taskRepository.findById(em, taskId)) as TaskDto;
    return { task, comment: task.comments.find((c) => c.id === id) as CommentDto };
  });
  publishCommented(ctx.deps, task, comment, ctx.user.id);
  return comment;
}
