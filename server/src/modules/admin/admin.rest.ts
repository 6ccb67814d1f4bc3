import { CreateUserInput, SetAdminInput } from '@tm/domain/user/user.schema';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/parse-input.ts';
import { handle, requireAdmin } from '../../http/request-context.ts';
import { issuePasswordLink } from '../auth/password-link.service.ts';
import { userIdParam } from '../users/user-id-param.ts';
import { createUser, deleteUser, setAdmin } from './admin.service.ts';

/** SPEC 7's `/api/admin/*` calls, admins only (checked before the input is even read). */
export function adminRest(deps: AppDeps): Router {
  const r = Router();
  r.post(
    '/admin/users',
    requireAdmin,
    handle(async (req, res) => {
      res.status(201).json(await createUser({ ...req.ctx, deps }, parseInput(CreateUserInput, req.body)));
    }),
  );
  r.delete(
    '/admin/users/:id',
    requireAdmin,
    handle(async (req, res) => {
      await deleteUser({ ...req.ctx, deps }, userIdParam(req.params));
      res.status(204).end();
    }),
  );
  r.patch(
    '/admin/users/:id/admin',
    requireAdmin,
    handle(async (req, res) => {
      const { isAdmin } = parseInput(SetAdminInput, req.body);
      res.json(await setAdmin({ ...req.ctx, deps }, userIdParam(req.params), isAdmin));
    }),
  );
  r.post(
    '/admin/users/:id/password-link',
    requireAdmin,
    handle(async (req, res) => {
      res.status(201).json(await issuePasswordLink({ ...req.ctx, deps }, userIdParam(req.params)));
    }),
  );
  return r;
}
