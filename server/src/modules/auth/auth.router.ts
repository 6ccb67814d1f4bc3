import { ChangePasswordInput, LoginInput, RegisterInput } from '@tm/domain/auth/auth.schema';
import { memberProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { login, logout, me, register } from './auth.service.ts';
import { changePassword } from './password-change.service.ts';

/** The same sign-in calls as `/api/auth/*`; the session cookie is set on the tRPC response. */
export const authRouter = router({
  me: memberProcedure.query(({ ctx }) => me(ctx)),
  register: publicProcedure.input(RegisterInput).mutation(({ ctx, input }) => register(ctx, input)),
  login: publicProcedure.input(LoginInput).mutation(({ ctx, input }) => login(ctx, input)),
  logout: publicProcedure.mutation(({ ctx }) => logout(ctx)),
  changePassword: memberProcedure
    .input(ChangePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx, input)),
});
