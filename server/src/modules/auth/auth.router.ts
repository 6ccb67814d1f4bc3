import { ChangePasswordInput, LoginInput, RegisterInput } from '@tm/domain/auth/auth.schema';
import { PasswordLinkLookupInput, SetPasswordInput } from '@tm/domain/auth/password-link.schema';
import { memberProcedure, publicProcedure, router, unbatched } from '../../trpc/init.ts';
import { login, logout, me, register } from './auth.service.ts';
import { changePassword } from './password-change.service.ts';
import { lookupPasswordLink, setPasswordWithLink } from './password-link.service.ts';

// Calls that check a credential or set one run only alone in their HTTP request
// (DESIGN: sessions): a batch would multiply them past the throttle.
const signInProcedure = publicProcedure.use(unbatched);
const memberSignInProcedure = memberProcedure.use(unbatched);

/** The same sign-in calls as `/api/auth/*`; the session cookie is set on the tRPC response. */
export const authRouter = router({
  me: memberProcedure.query(({ ctx }) => me(ctx)),
  register: signInProcedure.input(RegisterInput).mutation(({ ctx, input }) => register(ctx, input)),
  login: signInProcedure.input(LoginInput).mutation(({ ctx, input }) => login(ctx, input)),
  logout: publicProcedure.mutation(({ ctx }) => logout(ctx)),
  changePassword: memberSignInProcedure
    .input(ChangePasswordInput)
    .mutation(({ ctx, input }) => changePassword(ctx, input)),
  // A mutation, though it reads: its token stays out of the URL (and access logs).
  passwordLink: signInProcedure
    .input(PasswordLinkLookupInput)
    .mutation(({ ctx, input }) => lookupPasswordLink(ctx, input.token)),
  setPassword: signInProcedure
    .input(SetPasswordInput)
    .mutation(({ ctx, input }) => setPasswordWithLink(ctx, input)),
});
