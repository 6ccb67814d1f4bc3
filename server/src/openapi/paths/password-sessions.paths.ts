import { DeactivatedMemberOut, SessionInfoOut } from '@tm/domain/api/wire-sessions.schema';
import {
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
  TemporaryPasswordInput,
} from '@tm/domain/auth/password-reset.schema';
import { z } from 'zod';
import { route } from '../route-spec.ts';

/** Issue 21: password reset, my sessions, deactivation and an admin's password help. */
export const passwordSessionPaths = [
  route({
    method: 'post',
    path: '/api/auth/password-reset',
    procedure: 'passwordReset.request',
    summary: 'Mail a password reset link (202 whether or not the address is known)',
    auth: 'public',
    body: PasswordResetRequestInput,
    responses: { 202: 'empty' },
  }),
  route({
    method: 'post',
    path: '/api/auth/password-reset/confirm',
    procedure: 'passwordReset.confirm',
    summary: 'Set a new password with a reset link (ends every session)',
    auth: 'public',
    body: PasswordResetConfirmInput,
    responses: { 204: 'empty' },
  }),
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
];
