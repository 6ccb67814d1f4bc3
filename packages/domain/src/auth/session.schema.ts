import { z } from 'zod';

// The member's sessions (issue 21): `GET /api/auth/sessions`,
// `DELETE /api/auth/sessions/{id}`, `DELETE /api/auth/sessions` (all others).

/**
 * One signed-in browser of mine. `id` is a public handle derived from the session,
 * never its secret nor the key it is stored under.
 */
export interface SessionInfo {
  id: string;
  /** Browser and system as read from the User-Agent ("Firefox 133", "macOS"); null when unknown. */
  browser: string | null;
  os: string | null;
  /** The address it signed in from. */
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  /** The session of this very request. */
  current: boolean;
}

/** A session's public handle: 32 hex characters. */
export const SessionIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'Not a session id');
export const SessionIdInput = z.strictObject({ id: SessionIdSchema });
