import { TeamMemberOut, UserOut } from '@tm/domain/api/wire.schema';
import { PasswordLinkLookupOut } from '@tm/domain/api/wire-accounts.schema';
import { TwoFactorChallengeOut } from '@tm/domain/api/wire-two-factor.schema';
import { ChangePasswordInput, LoginInput, RegisterInput } from '@tm/domain/auth/auth.schema';
import { PasswordLinkLookupInput, SetPasswordInput } from '@tm/domain/auth/password-link.schema';
import { z } from 'zod';
import { route } from '../../openapi/route-spec.ts';
import { defineModule } from '../define-module.ts';
import { authRest } from './auth.rest.ts';
import { authRouter } from './auth.router.ts';
import { defineThrottleJobs } from './throttle.jobs.ts';

const WithUser = z.object({ user: UserOut });
const Team = z.array(TeamMemberOut);

export const authModule = defineModule({
  name: 'auth',
  tag: 'Sign-in, sign-out, registration and one’s password.',
  adapters: authRest,
  router: authRouter,
  jobs: defineThrottleJobs,
  paths: [
    route({
      method: 'post',
      path: '/api/auth/register',
      procedure: 'auth.register',
      summary: 'Create an account and sign in',
      auth: 'public',
      body: RegisterInput,
      responses: { 201: WithUser },
    }),
    route({
      method: 'post',
      path: '/api/auth/login',
      procedure: 'auth.login',
      summary: 'Sign in (sets the session cookie; with a second factor, only a pending sign-in)',
      auth: 'public',
      body: LoginInput,
      responses: { 200: z.union([WithUser, TwoFactorChallengeOut]) },
    }),
    route({
      method: 'get',
      path: '/api/auth/me',
      procedure: 'auth.me',
      summary: 'The signed-in member',
      auth: 'member',
      responses: { 200: WithUser },
    }),
    route({
      method: 'post',
      path: '/api/auth/logout',
      procedure: 'auth.logout',
      summary: 'Sign out',
      auth: 'public',
      responses: { 204: 'empty' },
    }),
    route({
      method: 'patch',
      path: '/api/auth/change-password',
      procedure: 'auth.changePassword',
      summary: 'Change one’s password',
      auth: 'member',
      body: ChangePasswordInput,
      responses: { 200: WithUser },
    }),
    route({
      method: 'post',
      path: '/api/auth/password-link',
      procedure: 'auth.passwordLink',
      summary: 'What a password link is for',
      auth: 'public',
      body: PasswordLinkLookupInput,
      responses: { 200: PasswordLinkLookupOut },
    }),
    route({
      method: 'post',
      path: '/api/auth/set-password',
      procedure: 'auth.setPassword',
      summary: 'Set a password with a link and sign in (with a second factor, only a pending sign-in)',
      auth: 'public',
      body: SetPasswordInput,
      responses: { 200: z.union([WithUser, TwoFactorChallengeOut]) },
    }),
    route({
      method: 'get',
      path: '/api/auth/users',
      // REST only: SPEC 7’s second path of users.list (GET /api/users), the same answer; an operationId names one operation.
      procedure: { restOnly: 'auth.users' },
      summary: 'The team',
      auth: 'member',
      responses: { 200: Team },
    }),
  ],
});
