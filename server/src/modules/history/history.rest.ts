import { Router } from 'express';
import { handle, requireMember } from '../../http/request-context.ts';
import { taskIdParam } from '../tasks/task-id-param.ts';
import { taskHistory } from './history.service.ts';

/** `GET /api/tasks/{id}/history`. */
export function historyRest(): Router {
  const r = Router();
  r.get(
    '/tasks/:id/history',
    requireMember,
    handle(async (req, res) => {
      res.json(await taskHistory(req.ctx.em, taskIdParam(req)));
    }),
  );
  return r;
}
