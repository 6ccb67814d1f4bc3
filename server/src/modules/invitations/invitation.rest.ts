import { CreateInvitationInput, InvitationLookupInput } from '@tm/domain/auth/invitation.schema';
import { UserIdInput } from '@tm/domain/user/user.schema';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/parse-input.ts';
import { handle, requireAdmin } from '../../http/request-context.ts';
import {
  createInvitation,
  listInvitations,
  lookupInvitation,
  revokeInvitation,
} from './invitation.service.ts';

/**
 * Admins invite by e-mail under `/api/admin/invitations`; the login page reads a
 * link's address with `POST /api/auth/invitation` (POST so the token stays out of
 * URLs and access logs).
 */
export function invitationsRest(deps: AppDeps): Router {
  const r = Router();
  r.post(
    '/admin/invitations',
    requireAdmin,
    handle(async (req, res) => {
      const { email } = parseInput(CreateInvitationInput, req.body);
      res.status(201).json(await createInvitation({ ...req.ctx, deps }, email));
    }),
  );
  r.get(
    '/admin/invitations',
    requireAdmin,
    handle(async (req, res) => {
      res.json(await listInvitations({ ...req.ctx, deps }));
    }),
  );
  r.delete(
    '/admin/invitations/:id',
    requireAdmin,
    handle(async (req, res) => {
      const { id } = parseInput(UserIdInput, { id: req.params.id });
      await revokeInvitation({ ...req.ctx, deps }, id);
      res.status(204).end();
    }),
  );
  r.post(
    '/auth/invitation',
    handle(async (req, res) => {
      const { token } = parseInput(InvitationLookupInput, req.body);
      res.json(await lookupInvitation({ ...req.ctx, deps }, token));
    }),
  );
  return r;
}
