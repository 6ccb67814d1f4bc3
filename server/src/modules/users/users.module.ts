import { TeamMemberOut, UserOut } from '@tm/domain/api/wire.schema';
import { CreatedUserOut, NotificationEmailConfirmedOut } from '@tm/domain/api/wire-accounts.schema';
import {
  ConfirmNotificationEmailInput,
  CreateUserInput,
  NotificationSettingsInput,
  UpdateProfileInput,
} from '@tm/domain/user/user.schema';
import { z } from 'zod';
import { route } from '../../openapi/route-spec.ts';
import { defineModule } from '../define-module.ts';
import { usersRest } from './users.rest.ts';
import { usersRouter } from './users.router.ts';

const Team = z.array(TeamMemberOut);
const WithUser = z.object({ user: UserOut });

export const usersModule = defineModule({
  name: 'users',
  tag: 'The team’s members, profiles and notification settings.',
  adapters: usersRest,
  router: usersRouter,
  paths: [
    route({
      method: 'get',
      path: '/api/users',
      procedure: 'users.list',
      summary: 'The team',
      auth: 'member',
      responses: { 200: Team },
    }),
    route({
      method: 'patch',
      path: '/api/auth/users/:id',
      procedure: 'users.updateProfile',
      summary: 'Change a profile',
      auth: 'member',
      body: UpdateProfileInput,
      responses: { 200: WithUser },
    }),
    route({
      method: 'get',
      path: '/api/users/:id',
      procedure: 'users.byId',
      summary: 'One member',
      auth: 'member',
      responses: { 200: UserOut },
    }),
    route({
      method: 'patch',
      path: '/api/users/:id/settings',
      procedure: 'users.updateSettings',
      summary: 'Notification settings',
      auth: 'member',
      body: NotificationSettingsInput,
      responses: { 200: UserOut },
    }),
    route({
      method: 'post',
      path: '/api/users/:id/settings/email-confirmation',
      procedure: 'users.resendNotificationEmailConfirmation',
      summary: 'Send the notification address’s confirmation again',
      auth: 'member',
      responses: { 200: UserOut },
    }),
    route({
      method: 'post',
      path: '/api/users/notification-email/confirm',
      procedure: 'users.confirmNotificationEmail',
      summary: 'Confirm a notification address',
      auth: 'member',
      body: ConfirmNotificationEmailInput,
      responses: { 200: NotificationEmailConfirmedOut },
    }),
    route({
      method: 'post',
      path: '/api/users',
      procedure: 'users.create',
      summary: 'Create a member (admin)',
      auth: 'admin',
      body: CreateUserInput,
      responses: { 201: CreatedUserOut },
    }),
    route({
      method: 'delete',
      path: '/api/users/:id',
      procedure: 'users.delete',
      summary: 'Delete a member (admin)',
      auth: 'admin',
      responses: { 204: 'empty' },
    }),
  ],
});
