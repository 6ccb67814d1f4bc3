import { z } from 'zod';
import { UserOut } from './wire.schema.ts';

// Answers of the account, invitation and calendar paths, for the OpenAPI document;
// like wire.schema.ts, their outputs are the types the code uses.
const Id = z.string().meta({ format: 'uuid' });
const Timestamp = z.string().meta({ format: 'date-time' });

/** A pending invitation as admins see it: never its token, which only the link carries. */
export const InvitationOut = z
  .object({
    id: Id,
    email: z.string(),
    invitedBy: z.string().nullable(),
    createdAt: Timestamp,
    expiresAt: Timestamp,
  })
  .meta({ id: 'Invitation' });

/** Answered once, at creation: the link to send (it is also mailed) and copy. */
export const CreatedInvitationOut = z.object({ invitation: InvitationOut, link: z.string() });

/** What a valid invitation link tells the sign-up form. */
export const InvitationLookupOut = z.object({ email: z.string(), expiresAt: Timestamp });

/** What a valid link tells the page: whose password it sets, and their sign-in address (null: ask for one). */
export const PasswordLinkLookupOut = z.object({
  name: z.string(),
  email: z.string().nullable(),
  expiresAt: Timestamp,
});

/**
 * A fresh link, answered once to the admin who asked for it; only its hash is
 * stored. `path` (`/set-password?token=...`) is relative to the app's address,
 * which the admin's screen knows better than the server behind a proxy.
 */
export const PasswordLinkOut = z
  .object({ path: z.string(), expiresAt: Timestamp })
  .meta({ id: 'PasswordLink' });

/** What an admin's creation of a user answers: the user, and their set-password link when they have no password. */
export const CreatedUserOut = UserOut.extend({ passwordLink: PasswordLinkOut.nullable() });

/** What confirming answers: the address that now receives notification mail. */
export const NotificationEmailConfirmedOut = z.object({ email: z.string() });

/** A user's calendar subscription (`GET`/`POST /api/ical/user/{id}/token`). */
export const CalendarLinksOut = z.object({
  /** The secret in the feed URL; rotating it revokes every URL given out before. */
  token: z.string(),
  /** `https://…/api/ical/user/{id}/subscribe.ics?token=…` */
  url: z.string(),
  /** The same address with the `webcal://` scheme, which calendar apps open as a subscription. */
  webcalUrl: z.string(),
});
