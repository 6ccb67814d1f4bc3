import {
  CreatedInvitationOut,
  InvitationLookupOut,
  InvitationOut,
} from '@tm/domain/api/wire-accounts.schema';
import { CreateInvitationInput, InvitationLookupInput } from '@tm/domain/auth/invitation.schema';
import { z } from 'zod';
import { route } from '../../openapi/route-spec.ts';
import { defineModule } from '../define-module.ts';
import { invitationsRest } from './invitation.rest.ts';
import { invitationsRouter } from './invitation.router.ts';

export const invitationsModule = defineModule({
  name: 'invitations',
  tag: 'Invitations to join by e-mail.',
  adapters: invitationsRest,
  router: invitationsRouter,
  paths: [
    route({
      method: 'post',
      path: '/api/auth/invitation',
      procedure: 'invitations.lookup',
      summary: 'What an invitation is for',
      auth: 'public',
      body: InvitationLookupInput,
      responses: { 200: InvitationLookupOut },
    }),
    route({
      method: 'post',
      path: '/api/admin/invitations',
      procedure: 'invitations.create',
      summary: 'Invite someone by e-mail',
      auth: 'admin',
      body: CreateInvitationInput,
      responses: { 201: CreatedInvitationOut },
    }),
    route({
      method: 'get',
      path: '/api/admin/invitations',
      procedure: 'invitations.list',
      summary: 'Open invitations',
      auth: 'admin',
      responses: { 200: z.array(InvitationOut) },
    }),
    route({
      method: 'delete',
      path: '/api/admin/invitations/:id',
      procedure: 'invitations.revoke',
      summary: 'Withdraw an invitation',
      auth: 'admin',
      responses: { 204: 'empty' },
    }),
  ],
});
