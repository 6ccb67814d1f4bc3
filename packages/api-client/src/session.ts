import { apiFetch } from '@tm/api-client/api-fetch';
import { fetchClientConfig } from '@tm/api-client/client-config';
import { getQueryClient } from '@tm/api-client/query-client';
import {
  ensureSessionChecked,
  getSessionState,
  refreshSession,
  type SessionState,
  setSessionUser,
  subscribeSession,
} from '@tm/api-client/session-store';
import type { OidcLogoutResult } from '@tm/domain/auth/oidc.schema';
import type { SetPasswordInput } from '@tm/domain/auth/password-link.schema';
import type { TwoFactorChallenge } from '@tm/domain/auth/two-factor.schema';
import type { User } from '@tm/domain/user/user.schema';
import { useEffect, useSyncExternalStore } from 'react';

export type SignInInput = { email: string; password: string } | { name: string; avatar?: string };
export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  avatar?: string;
  /** The token of an invitation link (required when the server's sign-up is by invitation). */
  invitation?: string;
}

export interface Session extends SessionState {
  /** The user, or the challenge when a second factor is asked for (no session yet). */
  signIn(input: SignInInput): Promise<User | TwoFactorChallenge>;
  /** A sign-in finished by its second factor (code or enrollment): the session's user. */
  completeSignIn(user: User): void;
  signUp(input: SignUpInput): Promise<User>;
  /**
   * Sets a password with an admin's one-time link (and the address, for an account
   * without one), then signs in: the user, or the challenge when the account has a second factor.
   */
  setPasswordWithLink(input: SetPasswordInput): Promise<User | TwoFactorChallenge>;
  signOut(): Promise<void>;
  refresh(): Promise<void>;
}

async function signIn(input: SignInInput): Promise<User | TwoFactorChallenge> {
  const answer = await apiFetch<{ user: User } | TwoFactorChallenge>('/api/auth/login', {
    method: 'POST',
    body: input,
  });
  if ('twoFactorRequired' in answer) return answer;
  startFresh(answer.user);
  return answer.user;
}

async function signUp(input: SignUpInput): Promise<User> {
  const { user } = await apiFetch<{ user: User }>('/api/auth/register', { method: 'POST', body: input });
  startFresh(user);
  return user;
}

async function setPasswordWithLink(input: SetPasswordInput): Promise<User | TwoFactorChallenge> {
  const answer = await apiFetch<{ user: User } | TwoFactorChallenge>('/api/auth/set-password', {
    method: 'POST',
    body: input,
  });
  if ('twoFactorRequired' in answer) return answer;
  startFresh(answer.user);
  return answer.user;
}

async function signOut(): Promise<void> {
  let next: string | null = null;
  try {
    // With single sign-on the server also answers where to go: the provider's end-session page.
    const config = await fetchClientConfig().catch(() => null);
    if (config?.oidc) {
      next = (await apiFetch<OidcLogoutResult>('/api/auth/oidc/logout', { method: 'POST' })).redirectTo;
    } else await apiFetch('/api/auth/logout', { method: 'POST' });
  } finally {
    startFresh(null);
  }
  if (next && new URL(next, window.location.href).origin !== window.location.origin)
    window.location.assign(next);
}

/** Another user's cached data must never show: the cache starts empty at each sign-in and sign-out. */
function startFresh(user: User | null): void {
  getQueryClient().clear();
  setSessionUser(user);
}

const actions = {
  signIn,
  completeSignIn: startFresh,
  signUp,
  setPasswordWithLink,
  signOut,
  refresh: refreshSession,
};

/** The signed-in user and the auth actions; the first use of a page checks the session with the server. */
export function useSession(): Session {
  const state = useSyncExternalStore(subscribeSession, getSessionState, getSessionState);
  useEffect(ensureSessionChecked, []);
  return { ...state, ...actions };
}
