import { CommentOut } from '@tm/domain/api/wire.schema';
import {
  AddCommentInput,
  CommentIdInput,
  CommentInput,
  EditCommentByIdInput,
  EditCommentInput,
} from '@tm/domain/task/task.schema';
import { endpoint } from '../endpoint.ts';
import { addComment, deleteComment, editComment } from './comment.service.ts';

const TASK = { key: 'taskId', notFound: 'Task' } as const;
const COMMENT = { notFound: 'Comment' } as const;

export const commentEndpoints = {
  add: endpoint({
    auth: 'member',
    summary: 'Comment on a task',
    input: AddCommentInput,
    task: 'taskId',
    rest: {
      method: 'post',
      path: '/api/tasks/:id/comments',
      params: { id: TASK },
      body: CommentInput,
      responses: { 201: CommentOut },
    },
    handler: (ctx, { taskId, ...fields }) => addComment(ctx, taskId, fields),
  }),
  edit: endpoint({
    auth: 'member',
    summary: 'Edit one’s comment',
    input: EditCommentByIdInput,
    task: 'taskId',
    rest: {
      method: 'patch',
      path: '/api/tasks/:id/comments/:commentId',
      params: { id: TASK, commentId: COMMENT },
      body: EditCommentInput,
      responses: { 200: CommentOut },
    },
    handler: (ctx, { taskId, commentId, ...fields }) => editComment(ctx, taskId, commentId, fields),
  }),
  delete: endpoint({
    auth: 'member',
    summary: 'Delete a comment',
    input: CommentIdInput,
    task: 'taskId',
    rest: {
      method: 'delete',
      path: '/api/tasks/:id/comments/:commentId',
      params: { id: TASK, commentId: COMMENT },
      responses: { 204: 'empty' },
    },
    handler: (ctx, { taskId, commentId }) => deleteComment(ctx, taskId, commentId),
  }),
};
