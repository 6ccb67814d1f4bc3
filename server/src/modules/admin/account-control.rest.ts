import { TemporaryPasswordInput } from '@tm/domain/auth/password-reset.schema';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/parse-input.ts';
import { handle, requireAdmin } from '../../http/request-context.ts';
import { sendPasswordResetAsAdmin } from '../auth/password-reset/password-reset.service.ts';
import { userIdParam } from '../users/user-id-param.ts';
import {
  deactivateUser,
  listDeactivated,
  reactivateUser,
  setTemporaryPassword,
} from './account-control.service.ts';

/** `/api/admin/users/*` calls of issue 21: deactivation, reset link, temporary password. Admins only. */
export function accountControlRest(deps: AppDeps): Router {
  const r = Router();
  r.get(
    '/admin/users/deactivated',
    requireAdmin,
    handle(async (req, res) => {
      res.json(await listDeactivated({ ...req.ctx, deps }));
    }),
  );
  r.post(
    '/admin/users/:id/deactivate',
    requireAdmin,
    handle(async (req, res) => {
      await deactivateUser({ ...req.ctx, deps }, userIdParam(req.params));
      res.status(204).end();
    }),
  );
  r.post(
    '/admin/users/:id/reactivate',
    requireAdmin,
    handle(async (req, res) => {
      await reactivateUser({ ...req.ctx, deps }, userIdParam(req.params));
      res.status(204).end();
    }),
  );
  r.post(
    '/admin/users/:id/password-reset',
    requireAdmin,
    handle(async (req, res) => {
      await sendPasswordResetAsAdmin({ ...req.ctx, deps }, userIdParam(req.params));
      res.status(202).end();
    }),
  );
  r.post(
    '/admin/users/:id/temporary-password',
    requireAdmin,
    handle(async (req, res) => {
      const { password } = parseInput(TemporaryPasswordInput, req.body);
      await setTemporaryPassword({ ...req.ctx, deps }, userIdParam(req.params), password);
      res.status(204).end();
    }),
  );
  return r;
}
