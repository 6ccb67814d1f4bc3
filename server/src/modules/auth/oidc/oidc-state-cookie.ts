import { parseCookie } from 'cookie';
import type { Request, Response } from 'express';
import { decryptSecret, encryptSecret } from '../../integrations/secret-box.ts';

/** What the callback must find again: the checks of the authorization request. */
interface OidcPending {
  state: string;
  nonce: string;
  verifier: string;
  /** Milliseconds since the epoch after which the sign-in is stale. */
  expiresAt: number;
}

const OIDC_STATE_COOKIE = 'tm_oidc';
const LIFETIME_MS = 10 * 60_000;
const PATH = '/api/auth/oidc';

/**
 * The pending sign-in travels sealed (AES-GCM under the server secret) in a
 * short-lived httpOnly cookie scoped to the OIDC paths: nothing to store server-side,
 * unreadable and unforgeable by the browser, and bound to the browser that started.
 * SameSite=Lax, since the provider sends the browser back with a top-level GET.
 */
export function setPendingCookie(
  res: Response,
  secure: boolean,
  secret: string,
  p: Omit<OidcPending, 'expiresAt'>,
) {
  const value = encryptSecret(secret, JSON.stringify({ ...p, expiresAt: Date.now() + LIFETIME_MS }));
  res.cookie(OIDC_STATE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: PATH,
    maxAge: LIFETIME_MS,
  });
}

/** The pending sign-in, read once: the cookie is cleared whatever it held. Null when absent, altered or stale. */
export function takePendingCookie(req: Request, res: Response, secret: string): OidcPending | null {
  res.clearCookie(OIDC_STATE_COOKIE, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: PATH });
  const raw = parseCookie(req.headers.cookie ?? '')[OIDC_STATE_COOKIE];
  if (!raw) return null;
  try {
    const p = JSON.parse(decryptSecret(secret, raw)) as OidcPending;
    return typeof p.state === 'string' && p.expiresAt > Date.now() ? p : null;
  } catch {
    return null;
  }
}
