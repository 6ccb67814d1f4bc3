import { PasswordResetConfirmInput, PasswordResetRequestInput } from '@tm/domain/auth/password-reset.schema';
import { route } from '../../../openapi/route-spec.ts';
import { defineModule } from '../../define-module.ts';
import { passwordResetRest } from './password-reset.rest.ts';
import { passwordResetRouter } from './password-reset.router.ts';

export const passwordResetModule = defineModule({
  name: 'passwordReset',
  tag: 'Password reset by mail.',
  adapters: passwordResetRest,
  router: passwordResetRouter,
  paths: [
    route({
      method: 'post',
      path: '/api/auth/password-reset',
      procedure: 'passwordReset.request',
      summary: 'Mail a password reset link (202 whether or not the address is known)',
      auth: 'public',
      body: PasswordResetRequestInput,
      responses: { 202: 'empty' },
    }),
    route({
      method: 'post',
      path: '/api/auth/password-reset/confirm',
      procedure: 'passwordReset.confirm',
      summary: 'Set a new password with a reset link (ends every session)',
      auth: 'public',
      body: PasswordResetConfirmInput,
      responses: { 204: 'empty' },
    }),
  ],
});
