import { z } from 'zod';
import type {
  RecoveryCodes,
  TwoFactorChallenge,
  TwoFactorPolicy,
  TwoFactorSetup,
  TwoFactorStatus,
} from '../auth/two-factor.schema.ts';
import { UserOut } from './wire.schema.ts';

// Answers of the two-factor paths, for the OpenAPI document; each held to its interface.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const same = <A, B>(_: Same<A, B>) => undefined;

export const TwoFactorSetupOut = z.object({ secret: z.string(), otpauthUrl: z.string() });
same<z.output<typeof TwoFactorSetupOut>, TwoFactorSetup>(true);

export const RecoveryCodesOut = z.object({ recoveryCodes: z.array(z.string()), user: UserOut.optional() });
same<z.output<typeof RecoveryCodesOut>, RecoveryCodes>(true);

export const TwoFactorStatusOut = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  required: z.boolean(),
});
same<z.output<typeof TwoFactorStatusOut>, TwoFactorStatus>(true);

export const TwoFactorChallengeOut = z
  .object({ twoFactorRequired: z.literal(true), enrollmentRequired: z.boolean() })
  .meta({ id: 'TwoFactorChallenge' });
same<z.output<typeof TwoFactorChallengeOut>, TwoFactorChallenge>(true);

export const TwoFactorPolicyOut = z.object({
  required: z.boolean(),
  enrolledUserIds: z.array(z.string().meta({ format: 'uuid' })),
});
same<z.output<typeof TwoFactorPolicyOut>, TwoFactorPolicy>(true);
