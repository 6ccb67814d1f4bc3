import { UserOut } from '@tm/domain/api/wire.schema';
import {
  RecoveryCodesOut,
  TwoFactorPolicyOut,
  TwoFactorSetupOut,
  TwoFactorStatusOut,
} from '@tm/domain/api/wire-two-factor.schema';
import { TwoFactorCodeInput, TwoFactorPolicyInput } from '@tm/domain/auth/two-factor.schema';
import { z } from 'zod';
import { route } from '../../../openapi/route-spec.ts';
import { defineModule } from '../../define-module.ts';
import { twoFactorRest } from './two-factor.rest.ts';
import { twoFactorRouter } from './two-factor.router.ts';

export const twoFactorModule = defineModule({
  name: 'twoFactor',
  tag: 'Second factor (TOTP) sign-in, and the admins’ policy on it.',
  adapters: twoFactorRest,
  router: twoFactorRouter,
  paths: [
    route({
      method: 'get',
      path: '/api/auth/2fa',
      procedure: 'twoFactor.status',
      summary: 'Whether one’s second factor is on, recovery codes left, whether an admin requires it',
      auth: 'member',
      responses: { 200: TwoFactorStatusOut },
    }),
    route({
      method: 'post',
      path: '/api/auth/2fa/setup',
      procedure: 'twoFactor.setup',
      summary: 'A new pending TOTP secret (refused to a name-only account: TWO_FACTOR_NOT_FOR_NAME_ONLY)',
      auth: 'member',
      responses: { 200: TwoFactorSetupOut },
    }),
    route({
      method: 'post',
      path: '/api/auth/2fa/confirm',
      procedure: 'twoFactor.confirm',
      summary:
        'Turn the pending secret on with its first code; answers the recovery codes, once (and the user, for a session held until enrollment)',
      auth: 'member',
      body: TwoFactorCodeInput,
      responses: { 200: RecoveryCodesOut },
    }),
    route({
      method: 'post',
      path: '/api/auth/2fa/verify',
      procedure: 'twoFactor.verify',
      summary: 'Complete a pending sign-in with a code or a recovery code (sets the session cookie)',
      auth: 'public',
      body: TwoFactorCodeInput,
      responses: { 200: z.object({ user: UserOut }) },
    }),
    route({
      method: 'post',
      path: '/api/auth/2fa/recovery-codes',
      procedure: 'twoFactor.regenerateRecoveryCodes',
      summary: 'New recovery codes in place of the old ones, with a code',
      auth: 'member',
      body: TwoFactorCodeInput,
      responses: { 200: RecoveryCodesOut },
    }),
    route({
      method: 'delete',
      path: '/api/auth/2fa',
      procedure: 'twoFactor.disable',
      summary: 'Turn one’s own second factor off, with a code',
      auth: 'member',
      body: TwoFactorCodeInput,
      responses: { 204: 'empty' },
    }),
    route({
      method: 'delete',
      path: '/api/admin/users/:id/2fa',
      procedure: 'twoFactor.adminReset',
      summary: 'Turn a member’s second factor off (admin)',
      auth: 'admin',
      responses: { 204: 'empty' },
    }),
    route({
      method: 'get',
      path: '/api/admin/two-factor',
      procedure: 'twoFactor.policy',
      summary: 'Whether a second factor is required, and who has one (admin)',
      auth: 'admin',
      responses: { 200: TwoFactorPolicyOut },
    }),
    route({
      method: 'put',
      path: '/api/admin/two-factor',
      procedure: 'twoFactor.setPolicy',
      summary: 'Require a second factor for every password account, or not (admin)',
      auth: 'admin',
      body: TwoFactorPolicyInput,
      responses: { 200: TwoFactorPolicyOut },
    }),
  ],
});
