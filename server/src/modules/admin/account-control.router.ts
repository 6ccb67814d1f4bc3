import { TemporaryPasswordCall } from '@tm/domain/auth/password-reset.schema';
import { UserIdInput } from '@tm/domain/user/user.schema';
import { adminProcedure, router } from '../../trpc/init.ts';
import { sendPasswordResetAsAdmin } from '../auth/password-reset/password-reset.service.ts';
import {
  deactivateUser,
  listDeactivated,
  reactivateUser,
  setTemporaryPassword,
} from './account-control.service.ts';

/** The same calls as account-control.rest.ts (tRPC `accountControl.*`), admins only. */
export const accountControlRouter = router({
  deactivated: adminProcedure.query(({ ctx }) => listDeactivated(ctx)),
  deactivate: adminProcedure.input(UserIdInput).mutation(({ ctx, input }) => deactivateUser(ctx, input.id)),
  reactivate: adminProcedure.input(UserIdInput).mutation(({ ctx, input }) => reactivateUser(ctx, input.id)),
  sendPasswordReset: adminProcedure
    .input(UserIdInput)
    .mutation(({ ctx, input }) => sendPasswordResetAsAdmin(ctx, input.id)),
  setTemporaryPassword: adminProcedure
    .input(TemporaryPasswordCall)
    .mutation(({ ctx, input }) => setTemporaryPassword(ctx, input.id, input.password)),
});
