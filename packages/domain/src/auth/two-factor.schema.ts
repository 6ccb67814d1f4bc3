import { z } from 'zod';
import type {
  RecoveryCodesOut,
  TwoFactorChallengeOut,
  TwoFactorPolicyOut,
  TwoFactorSetupOut,
  TwoFactorStatusOut,
} from '../api/wire-two-factor.schema.ts';

/** How many single-use recovery codes an enrollment (or a regeneration) hands out. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * A code from the authenticator app (6 digits) or a recovery code (`abcde-fghij`).
 * Spaces and dashes people type or paste are ignored; the server tells the two apart.
 */
export const TwoFactorCodeSchema = z
  .string({ error: 'TWO_FACTOR_CODE_REQUIRED' })
  .transform((s) => s.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().min(1, 'TWO_FACTOR_CODE_REQUIRED').max(32, 'TWO_FACTOR_CODE_INVALID'));

export const TwoFactorCodeInput = z.strictObject({ code: TwoFactorCodeSchema });
export type TwoFactorCodeInput = z.input<typeof TwoFactorCodeInput>;

/** An admin's rule: every account that signs in with a password must use a second factor. */
export const TwoFactorPolicyInput = z.strictObject({ required: z.boolean() });

/** `POST /api/auth/2fa/setup`: the pending secret (base32) and the URL an authenticator app reads from a QR code. */
export type TwoFactorSetup = z.output<typeof TwoFactorSetupOut>;

/** `POST /api/auth/2fa/confirm` and regeneration: the codes, shown once. `user` when the confirmation also signed in. */
export type RecoveryCodes = z.output<typeof RecoveryCodesOut>;

/** `GET /api/auth/2fa`: the member's own state. */
export type TwoFactorStatus = z.output<typeof TwoFactorStatusOut>;

/** A password sign-in that needs a second factor: no session yet. `enrollmentRequired` when one must first be set up. */
export type TwoFactorChallenge = z.output<typeof TwoFactorChallengeOut>;

/** `GET/PUT /api/admin/two-factor`: the rule and who has a second factor. */
export type TwoFactorPolicy = z.output<typeof TwoFactorPolicyOut>;
