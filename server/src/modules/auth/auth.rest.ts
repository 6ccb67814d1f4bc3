import { ChangePasswordInput, LoginInput, RegisterInput } from '@tm/domain/auth/auth.schema';
import { PasswordLinkLookupInput, SetPasswordInput } from '@tm/domain/auth/password-link.schema';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/parse-input.ts';
import { handle, requireMember } from '../../http/request-context.ts';
import { login, logout, me, register } from './auth.service.ts';
import { changePassword } from './password-change.service.ts';
import { lookupPasswordLink, setPasswordWithLink } from './password-link.service.ts';

/** SPEC 7's `/api/auth/*` sign-in calls; they answer `{ user }`. */
export function authRest(deps: AppDeps): Router {
  const r = Router();
  r.post(
    '/auth/register',
    handle(async (req, res) => {
      const user = await register({ ...req.ctx, deps }, parseInput(RegisterInput, req.body));
      res.status(201).json({ user });
    }),
  );
  r.post(
    '/auth/login',
    handle(async (req, res) => {
      const result = await login({ ...req.ctx, deps }, parseInput(LoginInput, req.body));
      // A second factor is asked for: the challenge alone, no user and no session yet.
      res.json('twoFactorRequired' in result ? result : { user: result });
    }),
  );
  r.get(
    '/auth/me',
    requireMember,
    handle(async (req, res) => {
      res.json({ user: await me({ ...req.ctx, deps }) });
    }),
  );
  r.post(
    '/auth/logout',
    handle(async (req, res) => {
      await logout({ ...req.ctx, deps });
      res.status(204).end();
    }),
  );
  r.patch(
    '/auth/change-password',
    requireMember,
    handle(async (req, res) => {
      const input = parseInput(ChangePasswordInput, req.body);
      res.json({ user: await changePassword({ ...req.ctx, deps }, input) });
    }),
  );
  // The token travels in the body, never in a URL an access log would keep.
  r.post(
    '/auth/password-link',
    handle(async (req, res) => {
      const { token } = parseInput(PasswordLinkLookupInput, req.body);
      res.json(await lookupPasswordLink({ ...req.ctx, deps }, token));
    }),
  );
  r.post(
    '/auth/set-password',
    handle(async (req, res) => {
      const input = parseInput(SetPasswordInput, req.body);
      const result = await setPasswordWithLink({ ...req.ctx, deps }, input);
      // As at sign-in: an account with a second factor is asked its code first.
      res.json('twoFactorRequired' in result ? result : { user: result });
    }),
  );
  return r;
}
