import type { ServiceCtx } from '../../../context/service-ctx.ts';
import type { SessionCookieChange } from '../../endpoint.ts';
import { readSignedToken, signToken } from './two-factor-crypto.ts';

/**
 * 'verify': a code is asked for. (An enrollment an admin requires is a restricted
 * session instead, sign-in-step.ts; a token of the former 'enroll' kind is refused.)
 */
type PendingPurpose = 'verify';

export interface PendingSignIn {
  userId: string;
  purpose: PendingPurpose;
}

const PREFIX = 'tfa.';
/** Long enough to open the app and type a code, short enough that a forgotten tab is useless. */
const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

/**
 * Between the password and the second factor the browser holds, in the session
 * cookie's place, a token signed with the server secret naming the user, what is
 * still asked and when it expires. It is no session: no session row has its hash, so
 * every member path answers 401 (decisions: "Two-factor authentication"). Answers
 * that cookie, for the transport to set.
 */
export function startPendingSignIn(c: ServiceCtx, pending: PendingSignIn): SessionCookieChange {
  const expiresAt = new Date(Date.now() + PENDING_SIGN_IN_MS);
  const payload = JSON.stringify({ u: pending.userId, p: pending.purpose, e: expiresAt.getTime() });
  return { set: `${PREFIX}${signToken(c.deps.secret, payload)}`, expiresAt };
}

/** The unexpired pending sign-in the request carries, or null. */
export function pendingSignIn(c: ServiceCtx): PendingSignIn | null {
  const token = c.sessionToken;
  if (!token?.startsWith(PREFIX)) return null;
  const payload = readSignedToken(c.deps.secret, token.slice(PREFIX.length));
  if (!payload) return null;
  try {
    const { u, p, e } = JSON.parse(payload) as { u: string; p: PendingPurpose; e: number };
    if (typeof e !== 'number' || e < Date.now()) return null;
    return { userId: u, purpose: p };
  } catch {
    return null;
  }
}
