import { z } from 'zod';
import type { CreatedInvitation, Invitation, InvitationLookup } from '../auth/invitation.schema.ts';
import type { CreatedUser, PasswordLink, PasswordLinkLookup } from '../auth/password-link.schema.ts';
import type { CalendarLinks } from '../calendar/calendar.schema.ts';
import type { NotificationEmailConfirmed } from '../user/user.schema.ts';
import { UserOut } from './wire.schema.ts';

// Answers of the account, invitation and calendar paths, for the OpenAPI document;
// like wire.schema.ts, each is held to its interface by the compiler.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const same = <A, B>(_: Same<A, B>) => undefined;
const Id = z.string().meta({ format: 'uuid' });
const Timestamp = z.string().meta({ format: 'date-time' });

export const InvitationOut = z
  .object({
    id: Id,
    email: z.string(),
    invitedBy: z.string().nullable(),
    createdAt: Timestamp,
    expiresAt: Timestamp,
  })
  .meta({ id: 'Invitation' });
same<z.output<typeof InvitationOut>, Invitation>(true);

export const CreatedInvitationOut = z.object({ invitation: InvitationOut, link: z.string() });
same<z.output<typeof CreatedInvitationOut>, CreatedInvitation>(true);

export const InvitationLookupOut = z.object({ email: z.string(), expiresAt: Timestamp });
same<z.output<typeof InvitationLookupOut>, InvitationLookup>(true);

export const PasswordLinkLookupOut = z.object({
  name: z.string(),
  email: z.string().nullable(),
  expiresAt: Timestamp,
});
same<z.output<typeof PasswordLinkLookupOut>, PasswordLinkLookup>(true);

export const PasswordLinkOut = z
  .object({ path: z.string(), expiresAt: Timestamp })
  .meta({ id: 'PasswordLink' });
same<z.output<typeof PasswordLinkOut>, PasswordLink>(true);

export const CreatedUserOut = UserOut.extend({ passwordLink: PasswordLinkOut.nullable() });
same<z.output<typeof CreatedUserOut>, CreatedUser>(true);

export const NotificationEmailConfirmedOut = z.object({ email: z.string() });
same<z.output<typeof NotificationEmailConfirmedOut>, NotificationEmailConfirmed>(true);

export const CalendarLinksOut = z.object({ token: z.string(), url: z.string(), webcalUrl: z.string() });
same<z.output<typeof CalendarLinksOut>, CalendarLinks>(true);
