import type { CookieOptions, Response } from 'express';
import type { SessionCookieChange } from '../endpoint.ts';
import { SESSION_COOKIE } from './session.service.ts';

/** How a login, sign-up or logout hands the session token to the browser. */
export interface SessionCookie {
  set(token: string, expiresAt: Date): void;
  clear(): void;
}

/**
 * HttpOnly so scripts never read the token; SameSite=Lax so cross-site posts do
 * not carry it; Secure whenever the request itself came over https.
 */
export function sessionCookieFor(res: Response, secure: boolean): SessionCookie {
  const base: CookieOptions = { httpOnly: true, sameSite: 'lax', secure, path: '/' };
  return {
    set: (token, expiresAt) => {
      res.cookie(SESSION_COOKIE, token, { ...base, expires: expiresAt });
    },
    clear: () => {
      res.clearCookie(SESSION_COOKIE, base);
    },
  };
}

/**
 * Applies a cookie change a service answered, for a hand-written adapter (the OpenID
 * callback); the endpoint layer applies the changes of endpoint rows itself.
 */
export function setSessionCookie(cookie: SessionCookie, change: SessionCookieChange): void {
  if (change === 'clear') cookie.clear();
  else cookie.set(change.set, change.expiresAt);
}
