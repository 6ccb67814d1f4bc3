import {
  CreatedInvitationOut,
  InvitationLookupOut,
  InvitationOut,
} from '@tm/domain/api/wire-accounts.schema';
import { CreateInvitationInput, InvitationLookupInput } from '@tm/domain/auth/invitation.schema';
import { UserIdInput } from '@tm/domain/user/user.schema';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  createInvitation,
  listInvitations,
  lookupInvitation,
  revokeInvitation,
} from './invitation.service.ts';

/**
 * Admins invite by e-mail under `/api/admin/invitations`; the login page reads a
 * link's address with `POST /api/auth/invitation`.
 */
export const invitationEndpoints = {
  // A mutation (POST) so the token travels in the body, never in a logged URL.
  lookup: endpoint({
    auth: 'public',
    summary: 'What an invitation is for',
    input: InvitationLookupInput,
    rest: {
      method: 'post',
      path: '/api/auth/invitation',
      body: InvitationLookupInput,
      responses: { 200: InvitationLookupOut },
    },
    handler: (ctx, { token }) => lookupInvitation(ctx, token),
  }),
  create: endpoint({
    auth: 'admin',
    summary: 'Invite someone by e-mail',
    input: CreateInvitationInput,
    rest: {
      method: 'post',
      path: '/api/admin/invitations',
      body: CreateInvitationInput,
      responses: { 201: CreatedInvitationOut },
    },
    handler: (ctx, { email }) => createInvitation(ctx, email),
  }),
  list: endpoint({
    auth: 'admin',
    summary: 'Open invitations',
    rest: { method: 'get', path: '/api/admin/invitations', responses: { 200: z.array(InvitationOut) } },
    handler: (ctx) => listInvitations(ctx),
  }),
  // An id that is not a UUID is the input's 400, as any field's.
  revoke: endpoint({
    auth: 'admin',
    summary: 'Withdraw an invitation',
    input: UserIdInput,
    rest: {
      method: 'delete',
      path: '/api/admin/invitations/:id',
      params: { id: {} },
      responses: { 204: 'empty' },
    },
    handler: (ctx, { id }) => revokeInvitation(ctx, id),
  }),
};
