import { CreateUserInput, SetAdminCall, UserIdInput } from '@tm/domain/user/user.schema';
import { adminProcedure, router } from '../../trpc/init.ts';
import { issuePasswordLink } from '../auth/password-link.service.ts';
import { createUser, deleteUser, setAdmin } from './admin.service.ts';

export const adminRouter = router({
  createUser: adminProcedure.input(CreateUserInput).mutation(({ ctx, input }) => createUser(ctx, input)),
  deleteUser: adminProcedure.input(UserIdInput).mutation(({ ctx, input }) => deleteUser(ctx, input.id)),
  setAdmin: adminProcedure
    .input(SetAdminCall)
    .mutation(({ ctx, input }) => setAdmin(ctx, input.id, input.isAdmin)),
  issuePasswordLink: adminProcedure
    .input(UserIdInput)
    .mutation(({ ctx, input }) => issuePasswordLink(ctx, input.id)),
});
