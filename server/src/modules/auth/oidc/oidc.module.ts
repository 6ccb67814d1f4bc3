import { defineModule } from '../../define-module.ts';
import { route } from '../../route-spec.ts';
import { oidcEndpoints } from './oidc.endpoints.ts';
import { oidcRest } from './oidc.rest.ts';

export const oidcModule = defineModule({
  name: 'oidc',
  tag: 'Sign-in with an OpenID Connect provider.',
  endpoints: oidcEndpoints,
  adapters: oidcRest,
  paths: [
    route({
      method: 'get',
      path: '/api/auth/oidc/start',
      // REST only: a browser redirect (302) to the OpenID provider.
      procedure: { restOnly: 'oidc.start' },
      summary: 'Sign in with the OpenID provider: 302 to it (404 when none is configured)',
      auth: 'public',
      responses: { 302: 'empty' },
    }),
    route({
      method: 'get',
      path: '/api/auth/oidc/callback',
      // REST only: the provider sends the browser here (a 302 back into the app).
      procedure: { restOnly: 'oidc.callback' },
      summary: 'The provider’s answer: 302 into the app, or to the login page with ?oidcError=<code>',
      auth: 'public',
      responses: { 302: 'empty' },
    }),
  ],
});
