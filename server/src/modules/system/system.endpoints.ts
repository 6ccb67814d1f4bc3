import { AdminWarningsOut } from '@tm/domain/api/wire-overviews.schema';
import { endpoint } from '../endpoint.ts';
import { adminWarnings, clientConfig } from './system.service.ts';

export const systemEndpoints = {
  // tRPC only: REST's GET /api/config is systemRest's (system.rest.ts), which app.ts
  // mounts before the request context, with the probes.
  config: endpoint({
    auth: 'public',
    kind: 'query',
    summary: 'What the screens need to know before sign-in',
    handler: (ctx) => clientConfig(ctx.deps),
  }),
  adminWarnings: endpoint({
    auth: 'admin',
    summary: 'What the app warns admins about',
    rest: { method: 'get', path: '/api/admin/warnings', responses: { 200: AdminWarningsOut } },
    handler: (ctx) => adminWarnings(ctx.em),
  }),
};
