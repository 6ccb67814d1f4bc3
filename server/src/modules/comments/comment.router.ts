import { AddCommentInput, CommentIdInput, EditCommentByIdInput } from '@tm/domain/task/task.schema';
import { memberProcedure, router } from '../../trpc/init.ts';
import { addComment, deleteComment, editComment } from './comment.service.ts';

export const commentsRouter = router({
  add: memberProcedure
    .input(AddCommentInput)
    .mutation(({ ctx, input: { taskId, ...fields } }) => addComment(ctx, taskId, fields)),
  edit: memberProcedure
    .input(EditCommentByIdInput)
    .mutation(({ ctx, input: { taskId, commentId, ...fields } }) =>
      editComment(ctx, taskId, commentId, fields),
    ),
  delete: memberProcedure
    .input(CommentIdInput)
    .mutation(({ ctx, input: { taskId, commentId } }) => deleteComment(ctx, taskId, commentId)),
});
