import { CommentInput } from '@tm/domain/task/task.schema';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/parse-input.ts';
import { handle, requireMember } from '../../http/request-context.ts';
import { taskIdParam } from '../tasks/task-id-param.ts';
import { addComment } from './comment.service.ts';

/** `POST /api/tasks/{id}/comments`. */
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
  return r;
}
