import { CommentInput, EditCommentInput } from '@tm/domain/task/task.schema';
import { type Request, Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../errors/domain-error.ts';
import { parseInput } from '../../http/parse-input.ts';
import { handle, requireMember } from '../../http/request-context.ts';
import { taskIdParam } from '../tasks/task-id-param.ts';
import { addComment, deleteComment, editComment } from './comment.service.ts';

const Id = z.uuid();

/** The `{commentId}` of a path; anything that is not a UUID cannot name a comment, so it is a 404. */
function commentIdParam(req: Request): string {
  const parsed = Id.safeParse(req.params.commentId);
  if (!parsed.success) throw notFound('Comment');
  return parsed.data;
}

/** `POST /api/tasks/{id}/comments`, `PATCH` and `DELETE /api/tasks/{id}/comments/{commentId}`. */
export function commentsRest(deps: AppDeps): Router {
  const r = Router();
  r.post(
    '/tasks/:id/comments',
    requireMember,
    handle(async (req, res) => {
      const ctx = { em: req.ctx.em, member: req.ctx.member, deps };
      res.status(201).json(await addComment(ctx, taskIdParam(req), parseInput(CommentInput, req.body)));
    }),
  );
  r.patch(
    '/tasks/:id/comments/:commentId',
    requireMember,
    handle(async (req, res) => {
      const ctx = { em: req.ctx.em, member: req.ctx.member, deps };
      const input = parseInput(EditCommentInput, req.body);
      res.json(await editComment(ctx, taskIdParam(req), commentIdParam(req), input));
    }),
  );
  r.delete(
    '/tasks/:id/comments/:commentId',
    requireMember,
    handle(async (req, res) => {
      const ctx = { em: req.ctx.em, member: req.ctx.member, deps };
      await deleteComment(ctx, taskIdParam(req), commentIdParam(req));
      res.status(204).end();
    }),
  );
  return r;
}
