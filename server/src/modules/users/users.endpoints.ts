import { TeamMemberOut, UserOut } from '@tm/domain/api/wire.schema';
import { CreatedUserOut, NotificationEmailConfirmedOut } from '@tm/domain/api/wire-accounts.schema';
import {
  ConfirmNotificationEmailInput,
  CreateUserInput,
  NotificationSettingsCall,
  NotificationSettingsInput,
  UpdateProfileCall,
  UpdateProfileInput,
  UserIdInput,
} from '@tm/domain/user/user.schema';
import { z } from 'zod';
import { createUser, deleteUser } from '../admin/admin.service.ts';
import { endpoint } from '../endpoint.ts';
import { confirmNotificationEmail } from '../notifications/notification-email.service.ts';
import {
  getUser,
  listTeam,
  resendNotificationEmailConfirmation,
  updateProfile,
  updateSettings,
} from './users.service.ts';

// A member id that is not a UUID is the input's 400 (not a 404), as any field's.
const ID = { id: {} } as const;

/**
 * SPEC 7's user calls. Paths under `/api/auth` answer `{ user }` like the other
 * sign-in calls (tRPC: the user); `/api/users` answers the bare object.
 */
export const usersEndpoints = {
  list: endpoint({
    auth: 'member',
    summary: 'The team',
    rest: { method: 'get', path: '/api/users', responses: { 200: z.array(TeamMemberOut) } },
    handler: (ctx) => listTeam(ctx),
  }),
  updateProfile: endpoint({
    auth: 'member',
    summary: 'Change a profile',
    input: UpdateProfileCall,
    rest: {
      method: 'patch',
      path: '/api/auth/users/:id',
      params: ID,
      body: UpdateProfileInput,
      responses: { 200: z.object({ user: UserOut }) },
    },
    handler: async (ctx, { id, ...change }) => ({ user: await updateProfile(ctx, id, change) }),
    answer: ({ user }) => user,
  }),
  byId: endpoint({
    auth: 'member',
    summary: 'One member',
    input: UserIdInput,
    rest: { method: 'get', path: '/api/users/:id', params: ID, responses: { 200: UserOut } },
    handler: (ctx, { id }) => getUser(ctx, id),
  }),
  updateSettings: endpoint({
    auth: 'member',
    summary: 'Notification settings',
    input: NotificationSettingsCall,
    rest: {
      method: 'patch',
      path: '/api/users/:id/settings',
      params: ID,
      body: NotificationSettingsInput,
      responses: { 200: UserOut },
    },
    handler: (ctx, { id, ...change }) => updateSettings(ctx, id, change),
  }),
  // The notification address's confirmation: a new link, and the link opened (signed in).
  resendNotificationEmailConfirmation: endpoint({
    auth: 'member',
    summary: 'Send the notification address’s confirmation again',
    input: UserIdInput,
    rest: {
      method: 'post',
      path: '/api/users/:id/settings/email-confirmation',
      params: ID,
      responses: { 200: UserOut },
    },
    handler: (ctx, { id }) => resendNotificationEmailConfirmation(ctx, id),
  }),
  confirmNotificationEmail: endpoint({
    auth: 'member',
    summary: 'Confirm a notification address',
    input: ConfirmNotificationEmailInput,
    rest: {
      method: 'post',
      path: '/api/users/notification-email/confirm',
      body: ConfirmNotificationEmailInput,
      responses: { 200: NotificationEmailConfirmedOut },
    },
    handler: (ctx, { token }) => confirmNotificationEmail(ctx, token),
  }),
  create: endpoint({
    auth: 'admin',
    summary: 'Create a member (admin)',
    input: CreateUserInput,
    rest: { method: 'post', path: '/api/users', body: CreateUserInput, responses: { 201: CreatedUserOut } },
    handler: (ctx, input) => createUser(ctx, input),
  }),
  delete: endpoint({
    auth: 'admin',
    summary: 'Delete a member (admin)',
    input: UserIdInput,
    rest: { method: 'delete', path: '/api/users/:id', params: ID, responses: { 204: 'empty' } },
    handler: (ctx, { id }) => deleteUser(ctx, id),
  }),
};
