import { publicProcedure, router } from '../../../trpc/init.ts';
import { signOut } from './oidc.service.ts';
import { oidcProviderOf } from './oidc-provider-config.ts';

/** tRPC oidc.*: the sign-out of POST /api/auth/oidc/logout (start and callback are browser redirects, REST only). */
export const oidcRouter = router({
  logout: publicProcedure.mutation(({ ctx }) => signOut(ctx, oidcProviderOf(ctx.deps))),
});
