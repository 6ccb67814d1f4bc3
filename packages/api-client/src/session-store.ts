// The signed-in user, one per page. Kept in localStorage `user` so a reload
// renders at once, then re-checked against the server: a 401 clears it, and the
// server's copy (admin flag included) wins.
import { ApiError } from '@tm/api-client/api-error';
import { apiFetch } from '@tm/api-client/api-fetch';
import { pageSingleton } from '@tm/api-client/page-singleton';
import type { User } from '@tm/domain/user/user.schema';

export const USER_STORAGE_KEY = 'user';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface SessionState {
  user: User | null;
  status: SessionStatus;
}

const store = pageSingleton('session', () => ({
  state: initialState(),
  listeners: new Set<() => void>(),
  checking: null as Promise<void> | null,
  checkedOnce: false,
}));

function initialState(): SessionState {
  const stored = readStoredUser();
  // With a stored user the screens render at once; without one, wait for the server.
  return stored ? { user: stored, status: 'signedIn' } : { user: null, status: 'loading' };
}

export function getSessionState(): SessionState {
  return store.state;
}

export function subscribeSession(listener: () => void): () => void {
  store.listeners.add(listener);
  return () => store.listeners.delete(listener);
}

export function setSessionUser(user: User | null): void {
  store.state = { user, status: user ? 'signedIn' : 'signedOut' };
  try {
    if (user) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Storage unavailable (private mode): the session still works for this page.
  }
  for (const l of store.listeners) l();
}

/** Asks the server who is signed in (GET /api/auth/me). A network failure keeps a stored user. */
export function refreshSession(): Promise<void> {
  store.checking ??= apiFetch<{ user: User }>('/api/auth/me')
    .then(({ user }) => setSessionUser(user))
    .catch((err: unknown) => {
      if (err instanceof ApiError && (err.status === 401 || err.status === 404)) setSessionUser(null);
      else if (store.state.status === 'loading') setSessionUser(null);
    })
    .finally(() => {
      store.checking = null;
    });
  return store.checking;
}

/** The first reader of the session triggers the one check of the page load. */
export function ensureSessionChecked(): void {
  if (store.checkedOnce) return;
  store.checkedOnce = true;
  void refreshSession();
}

function readStoredUser(): User | null {
  try {
    const raw = localStorage.getItem(USER_STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<User>) : null;
    return parsed && typeof parsed.id === 'string' && typeof parsed.name === 'string'
      ? (parsed as User)
      : null;
  } catch {
    return null;
  }
}
