import { z } from 'zod';

// Answers of the sessions and deactivation paths, for the OpenAPI document; like
// wire.schema.ts, their outputs are the types the code uses (auth/session.schema.ts,
// user/deactivation.schema.ts).
const Timestamp = z.string().meta({ format: 'date-time' });

/**
 * One signed-in browser of mine. `id` is a public handle derived from the session,
 * never its secret nor the key it is stored under.
 */
export const SessionInfoOut = z
  .object({
    id: z.string(),
    /** Browser and system as read from the User-Agent ("Firefox 133", "macOS"); null when unknown. */
    browser: z.string().nullable(),
    os: z.string().nullable(),
    /** The address it signed in from. */
    ip: z.string().nullable(),
    createdAt: Timestamp,
    lastSeenAt: Timestamp,
    /** The session of this very request. */
    current: z.boolean(),
  })
  .meta({ id: 'SessionInfo' });

/** A deactivated member as the admin's list shows them (`GET /api/admin/users/deactivated`). */
export const DeactivatedMemberOut = z
  .object({
    id: z.string().meta({ format: 'uuid' }),
    name: z.string(),
    avatar: z.string(),
    email: z.string().nullable(),
    deactivatedAt: Timestamp,
  })
  .meta({ id: 'DeactivatedMember' });
