import { TeamMemberOut, UserOut } from '@tm/domain/api/wire.schema';
import {
  CreatedInvitationOut,
  CreatedUserOut,
  InvitationLookupOut,
  InvitationOut,
  NotificationEmailConfirmedOut,
  PasswordLinkLookupOut,
  PasswordLinkOut,
} from '@tm/domain/api/wire-accounts.schema';
import { AdminWarningsOut } from '@tm/domain/api/wire-overviews.schema';
import { TwoFactorChallengeOut } from '@tm/domain/api/wire-two-factor.schema';
import { ChangePasswordInput, LoginInput, RegisterInput } from '@tm/domain/auth/auth.schema';
import { CreateInvitationInput, InvitationLookupInput } from '@tm/domain/auth/invitation.schema';
import { PasswordLinkLookupInput, SetPasswordInput } from '@tm/domain/auth/password-link.schema';
import {
  ConfirmNotificationEmailInput,
  CreateUserInput,
  NotificationSettingsInput,
  SetAdminInput,
  UpdateProfileInput,
} from '@tm/domain/user/user.schema';
import { z } from 'zod';
import { route } from '../route-spec.ts';

const WithUser = z.object({ user: UserOut });
const Team = z.array(TeamMemberOut);

/** modules/auth, users, admin and invitations: accounts and the team. */
export const accountPaths = [
  route({
    method: 'post',
    path: '/api/auth/register',
    summary: 'Create an account and sign in',
    auth: 'public',
    body: RegisterInput,
    responses: { 201: WithUser },
  }),
  route({
    method: 'post',
    path: '/api/auth/login',
    summary: 'Sign in (sets the session cookie; with a second factor, only a pending sign-in)',
    auth: 'public',
    body: LoginInput,
    responses: { 200: z.union([WithUser, TwoFactorChallengeOut]) },
  }),
  route({
    method: 'get',
    path: '/api/auth/me',
    summary: 'The signed-in member',
    auth: 'member',
    responses: { 200: WithUser },
  }),
  route({
    method: 'post',
    path: '/api/auth/logout',
    summary: 'Sign out',
    auth: 'public',
    responses: { 204: 'empty' },
  }),
  route({
    method: 'patch',
    path: '/api/auth/change-password',
    summary: 'Change one’s password',
    auth: 'member',
    body: ChangePasswordInput,
    responses: { 200: WithUser },
  }),
  route({
    method: 'post',
    path: '/api/auth/password-link',
    summary: 'What a password link is for',
    auth: 'public',
    body: PasswordLinkLookupInput,
    responses: { 200: PasswordLinkLookupOut },
  }),
  route({
    method: 'post',
    path: '/api/auth/set-password',
    summary: 'Set a password with a link and sign in (with a second factor, only a pending sign-in)',
    auth: 'public',
    body: SetPasswordInput,
    responses: { 200: z.union([WithUser, TwoFactorChallengeOut]) },
  }),
  route({
    method: 'post',
    path: '/api/auth/invitation',
    summary: 'What an invitation is for',
    auth: 'public',
    body: InvitationLookupInput,
    responses: { 200: InvitationLookupOut },
  }),
  route({
    method: 'get',
    path: '/api/auth/users',
    summary: 'The team',
    auth: 'member',
    responses: { 200: Team },
  }),
  route({ method: 'get', path: '/api/users', summary: 'The team', auth: 'member', responses: { 200: Team } }),
  route({
    method: 'patch',
    path: '/api/auth/users/:id',
    summary: 'Change a profile',
    auth: 'member',
    body: UpdateProfileInput,
    responses: { 200: WithUser },
  }),
  route({
    method: 'get',
    path: '/api/users/:id',
    summary: 'One member',
    auth: 'member',
    responses: { 200: UserOut },
  }),
  route({
    method: 'patch',
    path: '/api/users/:id/settings',
    summary: 'Notification settings',
    auth: 'member',
    body: NotificationSettingsInput,
    responses: { 200: UserOut },
  }),
  route({
    method: 'post',
    path: '/api/users/:id/settings/email-confirmation',
    summary: 'Send the notification address’s confirmation again',
    auth: 'member',
    responses: { 200: UserOut },
  }),
  route({
    method: 'post',
    path: '/api/users/notification-email/confirm',
    summary: 'Confirm a notification address',
    auth: 'member',
    body: ConfirmNotificationEmailInput,
    responses: { 200: NotificationEmailConfirmedOut },
  }),
  route({
    method: 'post',
    path: '/api/users',
    summary: 'Create a member (admin)',
    auth: 'admin',
    body: CreateUserInput,
    responses: { 201: CreatedUserOut },
  }),
  route({
    method: 'delete',
    path: '/api/users/:id',
    summary: 'Delete a member (admin)',
    auth: 'admin',
    responses: { 204: 'empty' },
  }),
  route({
    method: 'post',
    path: '/api/admin/users',
    summary: 'Create a member (admin)',
    auth: 'admin',
    body: CreateUserInput,
    responses: { 201: CreatedUserOut },
  }),
  route({
    method: 'delete',
    path: '/api/admin/users/:id',
    summary: 'Delete a member (admin)',
    auth: 'admin',
    responses: { 204: 'empty' },
  }),
  route({
    method: 'patch',
    path: '/api/admin/users/:id/admin',
    summary: 'Make or unmake an admin',
    auth: 'admin',
    body: SetAdminInput,
    responses: { 200: UserOut },
  }),
  route({
    method: 'post',
    path: '/api/admin/users/:id/password-link',
    summary: 'A link to set a password',
    auth: 'admin',
    responses: { 201: PasswordLinkOut },
  }),
  route({
    method: 'post',
    path: '/api/admin/invitations',
    summary: 'Invite someone by e-mail',
    auth: 'admin',
    body: CreateInvitationInput,
    responses: { 201: CreatedInvitationOut },
  }),
  route({
    method: 'get',
    path: '/api/admin/invitations',
    summary: 'Open invitations',
    auth: 'admin',
    responses: { 200: z.array(InvitationOut) },
  }),
  route({
    method: 'delete',
    path: '/api/admin/invitations/:id',
    summary: 'Withdraw an invitation',
    auth: 'admin',
    responses: { 204: 'empty' },
  }),
  route({
    method: 'get',
    path: '/api/admin/warnings',
    summary: 'What the app warns admins about',
    auth: 'admin',
    responses: { 200: AdminWarningsOut },
  }),
];
