import { TwoFactorCodeInput, TwoFactorPolicyInput } from '@tm/domain/auth/two-factor.schema';
import { UserIdInput } from '@tm/domain/user/user.schema';
import { adminProcedure, memberProcedure, publicProcedure, router, unbatched } from '../../../trpc/init.ts';
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
const codeProcedure = publicProcedure.use(unbatched);
const memberCodeProcedure = memberProcedure.use(unbatched);

/** The same calls as `/api/auth/2fa*`, `DELETE /api/admin/users/{id}/2fa` and `/api/admin/two-factor`. */
export const twoFactorRouter = router({
  status: memberProcedure.query(({ ctx }) => twoFactorStatus(ctx)),
  setup: memberProcedure.mutation(({ ctx }) => setupTwoFactor(ctx)),
  confirm: memberCodeProcedure
    .input(TwoFactorCodeInput)
    .mutation(({ ctx, input }) => confirmTwoFactor(ctx, input.code)),
  verify: codeProcedure
    .input(TwoFactorCodeInput)
    .mutation(({ ctx, input }) => verifyTwoFactor(ctx, input.code)),
  regenerateRecoveryCodes: memberCodeProcedure
    .input(TwoFactorCodeInput)
    .mutation(({ ctx, input }) => regenerateRecoveryCodes(ctx, input.code)),
  disable: memberCodeProcedure
    .input(TwoFactorCodeInput)
    .mutation(({ ctx, input }) => disableTwoFactor(ctx, input.code)),
  adminReset: adminProcedure.input(UserIdInput).mutation(({ ctx, input }) => resetTwoFactor(ctx, input.id)),
  policy: adminProcedure.query(({ ctx }) => twoFactorPolicy(ctx)),
  setPolicy: adminProcedure
    .input(TwoFactorPolicyInput)
    .mutation(({ ctx, input }) => setTwoFactorPolicy(ctx, input.required)),
});
