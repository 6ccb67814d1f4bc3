import { DeactivatedMemberOut } from '@tm/domain/api/wire-sessions.schema';
import { TemporaryPasswordCall, TemporaryPasswordInput } from '@tm/domain/auth/password-reset.schema';
import { UserIdInput } from '@tm/domain/user/user.schema';
import { z } from 'zod';
import { sendPasswordResetAsAdmin } from '../auth/password-reset/password-reset.service.ts';
import { endpoint } from '../endpoint.ts';
import {
  deactivateUser,
  listDeactivated,
  reactivateUser,
  setTemporaryPassword,
} from './account-control.service.ts';

// A member's id that is not a UUID is the input's 400 (UserIdInput), as any field's.
const USER = { id: {} } as const;

/** Issue 21's `/api/admin/users/*` calls: deactivation, reset link, temporary password. Admins only. */
export const accountControlEndpoints = {
  deactivated: endpoint({
    auth: 'admin',
    summary: 'Deactivated members (admin)',
    rest: {
      method: 'get',
      path: '/api/admin/users/deactivated',
      responses: { 200: z.array(DeactivatedMemberOut) },
    },
    handler: (ctx) => listDeactivated(ctx),
  }),
  deactivate: endpoint({
    auth: 'admin',
    summary: 'Deactivate a member: no sign-in, sessions ended (admin)',
    input: UserIdInput,
    rest: {
      method: 'post',
      path: '/api/admin/users/:id/deactivate',
      params: USER,
      responses: { 204: 'empty' },
    },
    handler: (ctx, { id }) => deactivateUser(ctx, id),
  }),
  reactivate: endpoint({
    auth: 'admin',
    summary: 'Reactivate a member (admin)',
    input: UserIdInput,
    rest: {
      method: 'post',
      path: '/api/admin/users/:id/reactivate',
      params: USER,
      responses: { 204: 'empty' },
    },
    handler: (ctx, { id }) => reactivateUser(ctx, id),
  }),
  // 202 Accepted (the mail is queued), not the 204 of an empty answer: hence its own reply.
  sendPasswordReset: endpoint({
    auth: 'admin',
    summary: 'Mail a member a password reset link (admin)',
    input: UserIdInput,
    rest: {
      method: 'post',
      path: '/api/admin/users/:id/password-reset',
      params: USER,
      responses: { 202: 'empty' },
      reply: (_none, _req, res) => void res.status(202).end(),
    },
    handler: (ctx, { id }) => sendPasswordResetAsAdmin(ctx, id),
  }),
  setTemporaryPassword: endpoint({
    auth: 'admin',
    summary: 'Set a temporary password, to be changed at next sign-in (admin)',
    input: TemporaryPasswordCall,
    rest: {
      method: 'post',
      path: '/api/admin/users/:id/temporary-password',
      params: USER,
      body: TemporaryPasswordInput,
      responses: { 204: 'empty' },
    },
    handler: (ctx, { id, password }) => setTemporaryPassword(ctx, id, password),
  }),
};
