import { AuditPage, AuditRestQuery } from '@tm/domain/audit/audit.schema';
import { OidcLogoutResult } from '@tm/domain/auth/oidc.schema';
import { route } from '../route-spec.ts';

/** modules/audit and modules/auth/oidc (issue 21). */
export const securityPaths = [
  route({
    method: 'get',
    path: '/api/admin/audit',
    procedure: 'audit.list',
    summary: 'The audit log, newest first (format=csv: every matching entry as CSV)',
    auth: 'admin',
    query: AuditRestQuery,
    responses: { 200: { json: AuditPage, orMediaType: 'text/csv' } },
  }),
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
  route({
    method: 'post',
    path: '/api/auth/oidc/logout',
    procedure: 'oidc.logout',
    summary: 'Sign out, then go to redirectTo (the provider’s end-session page for an account linked to it)',
    auth: 'public',
    responses: { 200: OidcLogoutResult },
  }),
];
