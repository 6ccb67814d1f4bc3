import { z } from 'zod';
import type { SessionInfoOut } from '../api/wire-sessions.schema.ts';

// The member's sessions (issue 21): `GET /api/auth/sessions`,
// `DELETE /api/auth/sessions/{id}`, `DELETE /api/auth/sessions` (all others).

/**
 * One signed-in browser of mine. `id` is a public handle derived from the session,
 * never its secret nor the key it is stored under.
 */
export type SessionInfo = z.output<typeof SessionInfoOut>;

/** A session's public handle: 32 hex characters. */
export const SessionIdSchema = z.string().regex(/^[0-9a-f]{32}$/, 'Not a session id');
export const SessionIdInput = z.strictObject({ id: SessionIdSchema });
