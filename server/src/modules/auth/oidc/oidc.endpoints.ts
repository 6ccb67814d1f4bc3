import { OidcLogoutResult } from '@tm/domain/auth/oidc.schema';
import { endpoint } from '../../endpoint.ts';
import { signOut } from './oidc.service.ts';
import { oidcProviderOf } from './oidc-provider-config.ts';

export const oidcEndpoints = {
  logout: endpoint({
    auth: 'public',
    summary: 'Sign out, then go to redirectTo (the provider’s end-session page for an account linked to it)',
    rest: { method: 'post', path: '/api/auth/oidc/logout', responses: { 200: OidcLogoutResult } },
    handler: (ctx) => signOut(ctx, oidcProviderOf(ctx.deps)),
  }),
};
