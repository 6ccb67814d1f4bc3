import { z } from 'zod';
import type {
  CreatedInvitationOut,
  InvitationLookupOut,
  InvitationOut,
} from '../api/wire-accounts.schema.ts';
import { EmailSchema, InvitationTokenSchema } from './auth.schema.ts';

/** How long an invitation link can be used (DESIGN: 7 days). */
export const INVITATION_DAYS = 7;
/** An admin invites an address (`POST /api/admin/invitations`, `admin.createInvitation`). */
export const CreateInvitationInput = z.strictObject({ email: EmailSchema });
export type CreateInvitationInput = z.input<typeof CreateInvitationInput>;

/** The login page reads what an invitation link is for (`POST /api/auth/invitation`, `auth.invitation`). */
export const InvitationLookupInput = z.strictObject({ token: InvitationTokenSchema });

/** A pending invitation as admins see it: never its token, which only the link carries. */
export type Invitation = z.output<typeof InvitationOut>;

/** Answered once, at creation: the link to send (it is also mailed) and copy. */
export type CreatedInvitation = z.output<typeof CreatedInvitationOut>;

/** What a valid invitation link tells the sign-up form. */
export type InvitationLookup = z.output<typeof InvitationLookupOut>;
