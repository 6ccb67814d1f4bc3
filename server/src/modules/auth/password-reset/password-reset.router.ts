import { PasswordResetConfirmInput, PasswordResetRequestInput } from '@tm/domain/auth/password-reset.schema';
import { publicProcedure, router, unbatched } from '../../../trpc/init.ts';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service.ts';

// Like the other calls that set a credential, each runs alone in its HTTP request.
const resetProcedure = publicProcedure.use(unbatched);

/** The same calls as `/api/auth/password-reset*`. */
export const passwordResetRouter = router({
  request: resetProcedure
    .input(PasswordResetRequestInput)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, input.email)),
  confirm: resetProcedure
    .input(PasswordResetConfirmInput)
    .mutation(({ ctx, input }) => confirmPasswordReset(ctx, input)),
});
