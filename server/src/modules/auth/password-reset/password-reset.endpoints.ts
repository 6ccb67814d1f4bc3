import { PasswordResetConfirmInput, PasswordResetRequestInput } from '@tm/domain/auth/password-reset.schema';
import { endpoint } from '../../endpoint.ts';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service.ts';

// Open to anyone; the token travels in the body, never in a URL. Like the other
// calls that set a credential, each runs alone in its HTTP request.
const ALONE = { unbatched: true } as const;

export const passwordResetEndpoints = {
  request: endpoint({
    auth: 'public',
    summary: 'Mail a password reset link (202 whether or not the address is known)',
    input: PasswordResetRequestInput,
    rest: {
      method: 'post',
      path: '/api/auth/password-reset',
      body: PasswordResetRequestInput,
      responses: { 202: 'empty' },
      // Accepted, not done: the mail leaves with the outbox's job (an empty answer would be a 204).
      reply: (_none, _req, res) => {
        res.status(202).end();
      },
    },
    trpc: ALONE,
    handler: (ctx, { email }) => requestPasswordReset(ctx, email),
  }),
  confirm: endpoint({
    auth: 'public',
    summary: 'Set a new password with a reset link (ends every session)',
    input: PasswordResetConfirmInput,
    rest: {
      method: 'post',
      path: '/api/auth/password-reset/confirm',
      body: PasswordResetConfirmInput,
      responses: { 204: 'empty' },
    },
    trpc: ALONE,
    handler: (ctx, input) => confirmPasswordReset(ctx, input),
  }),
};
