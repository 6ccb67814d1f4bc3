import { Router } from 'express';
import { handle, requireMember } from '../../http/request-context.ts';
import { listTeam } from './users.service.ts';

/**
 * `GET /api/auth/users`: SPEC 7's second path of `users.list` (GET /api/users), the
 * same answer. Not an endpoint row, which has one path and one operationId; its
 * route spec is the auth module's `auth.users`.
 */
export function usersRest(): Router {
  const r = Router();
  r.get(
    '/auth/users',
    requireMember,
    handle(async (req, res) => {
      res.json(await listTeam(req.ctx));
    }),
  );
  return r;
}
