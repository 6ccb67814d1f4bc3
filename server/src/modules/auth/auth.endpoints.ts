import { UserOut } from '@tm/domain/api/wire.schema';
import { PasswordLinkLookupOut } from '@tm/domain/api/wire-accounts.schema';
import { TwoFactorChallengeOut } from '@tm/domain/api/wire-two-factor.schema';
import { ChangePasswordInput, LoginInput, RegisterInput } from '@tm/domain/auth/auth.schema';
import { PasswordLinkLookupInput, SetPasswordInput } from '@tm/domain/auth/password-link.schema';
import type { TwoFactorChallenge } from '@tm/domain/auth/two-factor.schema';
import type { User } from '@tm/domain/user/user.schema';
import { z } from 'zod';
import { endpoint, WithSessionCookie } from '../endpoint.ts';
import { login, logout, me, register } from './auth.service.ts';
import { changePassword } from './password-change.service.ts';
import { lookupPasswordLink, setPasswordWithLink } from './password-link.service.ts';

const WithUser = z.object({ user: UserOut });

// SPEC 7's `/api/auth/*` answer `{ user }`; tRPC has always answered the user itself.
const withUser = (user: User) => ({ user });
const userOf = ({ user }: { user: User }) => user;

/** A sign-in with a second factor to ask for answers the challenge alone: no user and no session yet. */
const signedIn = (result: User | TwoFactorChallenge) =>
  'twoFactorRequired' in result ? result : withUser(result);
const signInAnswer = (result: { user: User } | TwoFactorChallenge) =>
  'user' in result ? result.user : result;

/** A sign-in's answer in its REST shape, its cookie kept for the transport to set. */
const reshaped = <T, U>({ body, cookie }: WithSessionCookie<T>, shape: (body: T) => U) =>
  new WithSessionCookie(shape(body), cookie);

// Calls that check a credential or set one run only alone in their HTTP request
// (DESIGN: sessions): a batch would multiply them past the throttle.
const SIGN_IN = { unbatched: true } as const;

export const authEndpoints = {
  register: endpoint({
    auth: 'public',
    summary: 'Create an account and sign in',
    input: RegisterInput,
    rest: { method: 'post', path: '/api/auth/register', body: RegisterInput, responses: { 201: WithUser } },
    trpc: SIGN_IN,
    handler: async (ctx, input) => reshaped(await register(ctx, input), withUser),
    answer: userOf,
  }),
  login: endpoint({
    auth: 'public',
    summary: 'Sign in (sets the session cookie; with a second factor, only a pending sign-in)',
    input: LoginInput,
    rest: {
      method: 'post',
      path: '/api/auth/login',
      body: LoginInput,
      responses: { 200: z.union([WithUser, TwoFactorChallengeOut]) },
    },
    trpc: SIGN_IN,
    handler: async (ctx, input) => reshaped(await login(ctx, input), signedIn),
    answer: signInAnswer,
  }),
  me: endpoint({
    auth: 'member',
    summary: 'The signed-in member',
    rest: { method: 'get', path: '/api/auth/me', responses: { 200: WithUser } },
    handler: async (ctx) => withUser(await me(ctx)),
    answer: userOf,
  }),
  logout: endpoint({
    auth: 'public',
    summary: 'Sign out',
    rest: { method: 'post', path: '/api/auth/logout', responses: { 204: 'empty' } },
    handler: (ctx) => logout(ctx),
  }),
  changePassword: endpoint({
    auth: 'member',
    summary: 'Change one’s password',
    input: ChangePasswordInput,
    rest: {
      method: 'patch',
      path: '/api/auth/change-password',
      body: ChangePasswordInput,
      responses: { 200: WithUser },
    },
    trpc: SIGN_IN,
    handler: async (ctx, input) => withUser(await changePassword(ctx, input)),
    answer: userOf,
  }),
  // A POST (a tRPC mutation), though it reads: its token stays out of the URL (and access logs).
  passwordLink: endpoint({
    auth: 'public',
    summary: 'What a password link is for',
    input: PasswordLinkLookupInput,
    rest: {
      method: 'post',
      path: '/api/auth/password-link',
      body: PasswordLinkLookupInput,
      responses: { 200: PasswordLinkLookupOut },
    },
    trpc: SIGN_IN,
    handler: (ctx, { token }) => lookupPasswordLink(ctx, token),
  }),
  setPassword: endpoint({
    auth: 'public',
    summary: 'Set a password with a link and sign in (with a second factor, only a pending sign-in)',
    input: SetPasswordInput,
    rest: {
      method: 'post',
      path: '/api/auth/set-password',
      body: SetPasswordInput,
      responses: { 200: z.union([WithUser, TwoFactorChallengeOut]) },
    },
    trpc: SIGN_IN,
    handler: async (ctx, input) => reshaped(await setPasswordWithLink(ctx, input), signedIn),
    answer: signInAnswer,
  }),
};
