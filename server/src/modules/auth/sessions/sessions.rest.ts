import { SessionIdSchema } from '@tm/domain/auth/session.schema';
import { Router } from 'express';
import type { AppDeps } from '../../../app-deps.ts';
import { parseInput } from '../../../http/parse-input.ts';
import { handle, requireMember } from '../../../http/request-context.ts';
import { listMySessions, revokeMySession, revokeOtherSessions } from './session-list.service.ts';

/** `/api/auth/sessions`: my sessions, one or all others signed out. */
export function sessionsRest(deps: AppDeps): Router {
  const r = Router();
  r.get(
    '/auth/sessions',
    requireMember,
    handle(async (req, res) => {
      res.json(await listMySessions({ ...req.ctx, deps }));
    }),
  );
  r.delete(
    '/auth/sessions',
    requireMember,
    handle(async (req, res) => {
      await revokeOtherSessions({ ...req.ctx, deps });
      res.status(204).end();
    }),
  );
  r.delete(
    '/auth/sessions/:id',
    requireMember,
    handle(async (req, res) => {
      await revokeMySession({ ...req.ctx, deps }, parseInput(SessionIdSchema, req.params.id));
      res.status(204).end();
    }),
  );
  return r;
}
