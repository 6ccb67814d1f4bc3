import { TwoFactorCodeInput, TwoFactorPolicyInput } from '@tm/domain/auth/two-factor.schema';
import { Router } from 'express';
import type { AppDeps } from '../../../app-deps.ts';
import { parseInput } from '../../../http/parse-input.ts';
import { handle, requireAdmin, requireMember } from '../../../http/request-context.ts';
import { userIdParam } from '../../users/user-id-param.ts';
import {
  confirmTwoFactor,
  disableTwoFactor,
  regenerateRecoveryCodes,
  resetTwoFactor,
  setTwoFactorPolicy,
  setupTwoFactor,
  twoFactorPolicy,
  twoFactorStatus,
  verifyTwoFactor,
} from './two-factor.service.ts';

/**
 * `/api/auth/2fa*` and the admin's reset and rule. Verify serves a sign-in held for
 * its code (no member yet): it checks the pending sign-in itself instead of
 * `requireMember`. Setup and confirm also serve a session held until enrollment
 * (the session check lets only those through, session-restriction.ts).
 */
export function twoFactorRest(deps: AppDeps): Router {
  const r = Router();
  r.get(
    '/auth/2fa',
    requireMember,
    handle(async (req, res) => {
      res.json(await twoFactorStatus({ ...req.ctx, deps }));
    }),
  );
  r.post(
    '/auth/2fa/setup',
    requireMember,
    handle(async (req, res) => {
      res.json(await setupTwoFactor({ ...req.ctx, deps }));
    }),
  );
  r.post(
    '/auth/2fa/confirm',
    requireMember,
    handle(async (req, res) => {
      const { code } = parseInput(TwoFactorCodeInput, req.body);
      res.json(await confirmTwoFactor({ ...req.ctx, deps }, code));
    }),
  );
  r.post(
    '/auth/2fa/verify',
    handle(async (req, res) => {
      const { code } = parseInput(TwoFactorCodeInput, req.body);
      res.json({ user: await verifyTwoFactor({ ...req.ctx, deps }, code) });
    }),
  );
  r.post(
    '/auth/2fa/recovery-codes',
    requireMember,
    handle(async (req, res) => {
      const { code } = parseInput(TwoFactorCodeInput, req.body);
      res.json(await regenerateRecoveryCodes({ ...req.ctx, deps }, code));
    }),
  );
  r.delete(
    '/auth/2fa',
    requireMember,
    handle(async (req, res) => {
      const { code } = parseInput(TwoFactorCodeInput, req.body);
      await disableTwoFactor({ ...req.ctx, deps }, code);
      res.status(204).end();
    }),
  );
  r.delete(
    '/admin/users/:id/2fa',
    requireAdmin,
    handle(async (req, res) => {
      await resetTwoFactor({ ...req.ctx, deps }, userIdParam(req.params));
      res.status(204).end();
    }),
  );
  r.get(
    '/admin/two-factor',
    requireAdmin,
    handle(async (req, res) => {
      res.json(await twoFactorPolicy({ ...req.ctx, deps }));
    }),
  );
  r.put(
    '/admin/two-factor',
    requireAdmin,
    handle(async (req, res) => {
      const { required } = parseInput(TwoFactorPolicyInput, req.body);
      res.json(await setTwoFactorPolicy({ ...req.ctx, deps }, required));
    }),
  );
  return r;
}
