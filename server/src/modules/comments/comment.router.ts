import { AddCommentInput } from '@tm/domain/task/task.schema';
import { memberProcedure, router } from '../../trpc/init.ts';
import { addComment } from './comment.service.ts';

export const commentsRouter = router({
  add: memberProcedure
    .input(AddCommentInput)
    .mutation(({ ctx, input: { taskId, ...fields } }) => addComment(ctx, taskId, fields)),
});
