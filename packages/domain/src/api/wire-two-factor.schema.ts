import { z } from 'zod';
import { UserOut } from './wire.schema.ts';

// Answers of the two-factor paths, for the OpenAPI document; their outputs are the
// types the code uses (auth/two-factor.schema.ts).

/** `POST /api/auth/2fa/setup`: the pending secret (base32) and the URL an authenticator app reads from a QR code. */
export const TwoFactorSetupOut = z.object({ secret: z.string(), otpauthUrl: z.string() });

/** `POST /api/auth/2fa/confirm` and regeneration: the codes, shown once. `user` when the confirmation also signed in. */
export const RecoveryCodesOut = z.object({ recoveryCodes: z.array(z.string()), user: UserOut.optional() });

/** `GET /api/auth/2fa`: the member's own state. */
export const TwoFactorStatusOut = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes left (0 when not enabled). */
  recoveryCodesLeft: z.number().int(),
  /** An admin requires a second factor for password accounts. */
  required: z.boolean(),
});

/** A password sign-in that needs a second factor: no session yet. `enrollmentRequired` when one must first be set up. */
export const TwoFactorChallengeOut = z
  .object({ twoFactorRequired: z.literal(true), enrollmentRequired: z.boolean() })
  .meta({ id: 'TwoFactorChallenge' });

/** `GET/PUT /api/admin/two-factor`: the rule and who has a second factor. */
export const TwoFactorPolicyOut = z.object({
  required: z.boolean(),
  enrolledUserIds: z.array(z.string().meta({ format: 'uuid' })),
});
