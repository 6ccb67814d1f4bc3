import { CommentOut } from '@tm/domain/api/wire.schema';
import { CommentInput, EditCommentInput } from '@tm/domain/task/task.schema';
import { route } from '../../openapi/route-spec.ts';
import { defineModule } from '../define-module.ts';
import { commentsRest } from './comment.rest.ts';
import { commentsRouter } from './comment.router.ts';

export const commentsModule = defineModule({
  name: 'comments',
  tag: 'Comments on a task.',
  rest: commentsRest,
  router: commentsRouter,
  paths: [
    route({
      method: 'post',
      path: '/api/tasks/:id/comments',
      procedure: 'comments.add',
      summary: 'Comment on a task',
      auth: 'member',
      body: CommentInput,
      responses: { 201: CommentOut },
    }),
    route({
      method: 'patch',
      path: '/api/tasks/:id/comments/:commentId',
      procedure: 'comments.edit',
      summary: 'Edit one’s comment',
      auth: 'member',
      body: EditCommentInput,
      responses: { 200: CommentOut },
    }),
    route({
      method: 'delete',
      path: '/api/tasks/:id/comments/:commentId',
      procedure: 'comments.delete',
      summary: 'Delete a comment',
      auth: 'member',
      responses: { 204: 'empty' },
    }),
  ],
});
