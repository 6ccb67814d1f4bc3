import { DeactivatedMemberOut } from '@tm/domain/api/wire-sessions.schema';
import { TemporaryPasswordInput } from '@tm/domain/auth/password-reset.schema';
import { z } from 'zod';
import { route } from '../../openapi/route-spec.ts';
import { defineModule } from '../define-module.ts';
import { accountControlRest } from './account-control.rest.ts';
import { accountControlRouter } from './account-control.router.ts';

export const accountControlModule = defineModule({
  name: 'accountControl',
  tag: 'Admins’ deactivation and password control of accounts.',
  adapters: accountControlRest,
  router: accountControlRouter,
  paths: [
    route({
      method: 'get',
      path: '/api/admin/users/deactivated',
      procedure: 'accountControl.deactivated',
      summary: 'Deactivated members (admin)',
      auth: 'admin',
      responses: { 200: z.array(DeactivatedMemberOut) },
    }),
    route({
      method: 'post',
      path: '/api/admin/users/:id/deactivate',
      procedure: 'accountControl.deactivate',
      summary: 'Deactivate a member: no sign-in, sessions ended (admin)',
      auth: 'admin',
      responses: { 204: 'empty' },
    }),
    route({
      method: 'post',
      path: '/api/admin/users/:id/reactivate',
      procedure: 'accountControl.reactivate',
      summary: 'Reactivate a member (admin)',
      auth: 'admin',
      responses: { 204: 'empty' },
    }),
    route({
      method: 'post',
      path: '/api/admin/users/:id/password-reset',
      procedure: 'accountControl.sendPasswordReset',
      summary: 'Mail a member a password reset link (admin)',
      auth: 'admin',
      responses: { 202: 'empty' },
    }),
    route({
      method: 'post',
      path: '/api/admin/users/:id/temporary-password',
      procedure: 'accountControl.setTemporaryPassword',
      summary: 'Set a temporary password, to be changed at next sign-in (admin)',
      auth: 'admin',
      body: TemporaryPasswordInput,
      responses: { 204: 'empty' },
    }),
  ],
});
