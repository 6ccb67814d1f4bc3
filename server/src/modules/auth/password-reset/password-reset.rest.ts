import { PasswordResetConfirmInput, PasswordResetRequestInput } from '@tm/domain/auth/password-reset.schema';
import { Router } from 'express';
import type { AppDeps } from '../../../app-deps.ts';
import { parseInput } from '../../../http/parse-input.ts';
import { handle } from '../../../http/request-context.ts';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service.ts';

/** `/api/auth/password-reset*`: open to anyone; the token travels in the body, never in a URL. */
export function passwordResetRest(deps: AppDeps): Router {
  const r = Router();
  r.post(
    '/auth/password-reset',
    handle(async (req, res) => {
      const { email } = parseInput(PasswordResetRequestInput, req.body);
      await requestPasswordReset({ ...req.ctx, deps }, email);
      res.status(202).end();
    }),
  );
  r.post(
    '/auth/password-reset/confirm',
    handle(async (req, res) => {
      await confirmPasswordReset({ ...req.ctx, deps }, parseInput(PasswordResetConfirmInput, req.body));
      res.status(204).end();
    }),
  );
  return r;
}
