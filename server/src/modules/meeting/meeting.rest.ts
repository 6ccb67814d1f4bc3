import { Router } from 'express';
import { handle, requireMember } from '../../http/request-context.ts';
import { memberScope } from '../tasks/task-scope.ts';
import { meetingOverview } from './meeting.service.ts';

/** `GET /api/meeting` (members only). */
export function meetingRest(): Router {
  const r = Router();
  r.get(
    '/meeting',
    requireMember,
    handle(async (req, res) => {
      res.json(await meetingOverview(req.ctx.em, memberScope(req.ctx.member)));
    }),
  );
  return r;
}
