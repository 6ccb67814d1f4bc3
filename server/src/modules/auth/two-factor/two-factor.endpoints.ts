import { UserOut } from '@tm/domain/api/wire.schema';
import {
  RecoveryCodesOut,
  TwoFactorPolicyOut,
  TwoFactorSetupOut,
  TwoFactorStatusOut,
} from '@tm/domain/api/wire-two-factor.schema';
import { TwoFactorCodeInput, TwoFactorPolicyInput } from '@tm/domain/auth/two-factor.schema';
import { UserIdInput } from '@tm/domain/user/user.schema';
import { z } from 'zod';
import { endpoint, WithSessionCookie } from '../../endpoint.ts';
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

// Code checks run alone in their HTTP request, like password checks: a batch would
// multiply them past the throttle.
const CODE_CHECK = { unbatched: true } as const;

/**
 * `/api/auth/2fa*` and the admins' reset and rule. Verify serves a sign-in held for
 * its code (no member yet): it is public and checks the pending sign-in itself.
 * Setup and confirm also serve a session held until enrollment (the session check
 * lets only those through, session-restriction.ts).
 */
export const twoFactorEndpoints = {
  status: endpoint({
    auth: 'member',
    summary: 'Whether one’s second factor is on, recovery codes left, whether an admin requires it',
    rest: { method: 'get', path: '/api/auth/2fa', responses: { 200: TwoFactorStatusOut } },
    handler: (ctx) => twoFactorStatus(ctx),
  }),
  setup: endpoint({
    auth: 'member',
    summary: 'A new pending TOTP secret (refused to a name-only account: TWO_FACTOR_NOT_FOR_NAME_ONLY)',
    rest: { method: 'post', path: '/api/auth/2fa/setup', responses: { 200: TwoFactorSetupOut } },
    handler: (ctx) => setupTwoFactor(ctx),
  }),
  confirm: endpoint({
    auth: 'member',
    summary:
      'Turn the pending secret on with its first code; answers the recovery codes, once (and the user, for a session held until enrollment)',
    input: TwoFactorCodeInput,
    rest: {
      method: 'post',
      path: '/api/auth/2fa/confirm',
      body: TwoFactorCodeInput,
      responses: { 200: RecoveryCodesOut },
    },
    trpc: CODE_CHECK,
    handler: (ctx, { code }) => confirmTwoFactor(ctx, code),
  }),
  // REST answers `{ user }`, tRPC the user itself.
  verify: endpoint({
    auth: 'public',
    summary: 'Complete a pending sign-in with a code or a recovery code (sets the session cookie)',
    input: TwoFactorCodeInput,
    rest: {
      method: 'post',
      path: '/api/auth/2fa/verify',
      body: TwoFactorCodeInput,
      responses: { 200: z.object({ user: UserOut }) },
    },
    trpc: CODE_CHECK,
    handler: async (ctx, { code }) => {
      const { body, cookie } = await verifyTwoFactor(ctx, code);
      return new WithSessionCookie({ user: body }, cookie);
    },
    answer: ({ user }) => user,
  }),
  regenerateRecoveryCodes: endpoint({
    auth: 'member',
    summary: 'New recovery codes in place of the old ones, with a code',
    input: TwoFactorCodeInput,
    rest: {
      method: 'post',
      path: '/api/auth/2fa/recovery-codes',
      body: TwoFactorCodeInput,
      responses: { 200: RecoveryCodesOut },
    },
    trpc: CODE_CHECK,
    handler: (ctx, { code }) => regenerateRecoveryCodes(ctx, code),
  }),
  disable: endpoint({
    auth: 'member',
    summary: 'Turn one’s own second factor off, with a code',
    input: TwoFactorCodeInput,
    rest: { method: 'delete', path: '/api/auth/2fa', body: TwoFactorCodeInput, responses: { 204: 'empty' } },
    trpc: CODE_CHECK,
    handler: (ctx, { code }) => disableTwoFactor(ctx, code),
  }),
  // A malformed id is the input schema's 400, as it always was.
  adminReset: endpoint({
    auth: 'admin',
    summary: 'Turn a member’s second factor off (admin)',
    input: UserIdInput,
    rest: {
      method: 'delete',
      path: '/api/admin/users/:id/2fa',
      params: { id: {} },
      responses: { 204: 'empty' },
    },
    handler: (ctx, { id }) => resetTwoFactor(ctx, id),
  }),
  policy: endpoint({
    auth: 'admin',
    summary: 'Whether a second factor is required, and who has one (admin)',
    rest: { method: 'get', path: '/api/admin/two-factor', responses: { 200: TwoFactorPolicyOut } },
    handler: (ctx) => twoFactorPolicy(ctx),
  }),
  setPolicy: endpoint({
    auth: 'admin',
    summary: 'Require a second factor for every password account, or not (admin)',
    input: TwoFactorPolicyInput,
    rest: {
      method: 'put',
      path: '/api/admin/two-factor',
      body: TwoFactorPolicyInput,
      responses: { 200: TwoFactorPolicyOut },
    },
    handler: (ctx, { required }) => setTwoFactorPolicy(ctx, required),
  }),
};
