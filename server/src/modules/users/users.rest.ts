import {
  ConfirmNotificationEmailInput,
  CreateUserInput,
  NotificationSettingsInput,
  UpdateProfileInput,
} from '@tm/domain/user/user.schema';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/parse-input.ts';
import { handle, requireAdmin, requireMember } from '../../http/request-context.ts';
import { createUser, deleteUser } from '../admin/admin.service.ts';
import { confirmNotificationEmail } from '../notifications/notification-email.service.ts';
import { userIdParam } from './user-id-param.ts';
import {
  getUser,
  listTeam,
  resendNotificationEmailConfirmation,
  updateProfile,
  updateSettings,
} from './users.service.ts';

/**
 * SPEC 7's user calls. Paths under `/api/auth` answer `{ user }` like the other
 * sign-in calls; `/api/users` answers the bare object.
 */
export function usersRest(deps: AppDeps): Router {
  const r = Router();
  r.get(
    ['/auth/users', '/users'],
    requireMember,
    handle(async (req, res) => {
      res.json(await listTeam({ ...req.ctx, deps }));
    }),
  );
  r.patch(
    '/auth/users/:id',
    requireMember,
    handle(async (req, res) => {
      const change = parseInput(UpdateProfileInput, req.body);
      res.json({ user: await updateProfile({ ...req.ctx, deps }, userIdParam(req.params), change) });
    }),
  );
  r.get(
    '/users/:id',
    requireMember,
    handle(async (req, res) => {
      res.json(await getUser({ ...req.ctx, deps }, userIdParam(req.params)));
    }),
  );
  r.patch(
    '/users/:id/settings',
    requireMember,
    handle(async (req, res) => {
      const change = parseInput(NotificationSettingsInput, req.body);
      res.json(await updateSettings({ ...req.ctx, deps }, userIdParam(req.params), change));
    }),
  );
  // The notification address's confirmation: a new link, and the link opened (signed in).
  r.post(
    '/users/:id/settings/email-confirmation',
    requireMember,
    handle(async (req, res) => {
      res.json(await resendNotificationEmailConfirmation({ ...req.ctx, deps }, userIdParam(req.params)));
    }),
  );
  r.post(
    '/users/notification-email/confirm',
    requireMember,
    handle(async (req, res) => {
      const { token } = parseInput(ConfirmNotificationEmailInput, req.body);
      res.json(await confirmNotificationEmail({ ...req.ctx, deps }, token));
    }),
  );
  r.post(
    '/users',
    requireAdmin,
    handle(async (req, res) => {
      res.status(201).json(await createUser({ ...req.ctx, deps }, parseInput(CreateUserInput, req.body)));
    }),
  );
  r.delete(
    '/users/:id',
    requireAdmin,
    handle(async (req, res) => {
      await deleteUser({ ...req.ctx, deps }, userIdParam(req.params));
      res.status(204).end();
    }),
  );
  return r;
}
