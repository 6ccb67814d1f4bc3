import { SessionInfoOut } from '@tm/domain/api/wire-sessions.schema';
import { z } from 'zod';
import { route } from '../../../openapi/route-spec.ts';
import { defineModule } from '../../define-module.ts';
import { sessionsRest } from './sessions.rest.ts';
import { sessionsRouter } from './sessions.router.ts';

export const sessionsModule = defineModule({
  name: 'sessions',
  tag: 'One’s signed-in sessions.',
  adapters: sessionsRest,
  router: sessionsRouter,
  paths: [
    route({
      method: 'get',
      path: '/api/auth/sessions',
      procedure: 'sessions.list',
      summary: 'My active sessions',
      auth: 'member',
      responses: { 200: z.array(SessionInfoOut) },
    }),
    route({
      method: 'delete',
      path: '/api/auth/sessions',
      procedure: 'sessions.revokeOthers',
      summary: 'Sign out all my other sessions',
      auth: 'member',
      responses: { 204: 'empty' },
    }),
    route({
      method: 'delete',
      path: '/api/auth/sessions/:id',
      procedure: 'sessions.revoke',
      summary: 'Sign out one of my sessions',
      auth: 'member',
      responses: { 204: 'empty' },
      textParams: ['id'],
    }),
  ],
});
