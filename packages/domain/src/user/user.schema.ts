import { z } from 'zod';
import type { PublicUserOut, TeamMemberOut, UserOut } from '../api/wire.schema.ts';
import type { NotificationEmailConfirmedOut } from '../api/wire-accounts.schema.ts';
import { noDirectionControls, oneLine } from '../text/plain-text.ts';
import { DEFAULT_AVATAR } from './avatars.ts';
import { ReminderSettingsFields } from './reminder-settings.ts';

export { ADMIN_AVATARS, DEFAULT_AVATAR, SIGNUP_AVATARS } from './avatars.ts';

export const NAME_MAX = 100;

/** Any emoji string up to 16 characters (DESIGN: avatars); empty means the default. */
export const AvatarSchema = z
  .string()
  .trim()
  .max(16)
  .check(oneLine)
  .transform((v) => v || DEFAULT_AVATAR);

/**
 * A missing value answers a stable code the client translates; every other
 * problem keeps zod's own message (a code on the schema would cover them all).
 */
export const requiredAs = (code: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? code : undefined),
});

export const UserNameSchema = z
  .string(requiredAs('NAME_REQUIRED'))
  .trim()
  .min(1, 'NAME_REQUIRED')
  .max(NAME_MAX)
  .check(oneLine, noDirectionControls);

// What the server answers of users: the outputs of the answer schemas (api/wire.schema.ts).
/** What anyone on the team may see of another user. */
export type PublicUser = z.output<typeof PublicUserOut>;
/** The whole User of SPEC section 3, as answered to the user themself or an admin. */
export type User = z.output<typeof UserOut>;
/** Someone on the team as the lists show them (SPEC 7: `GET /api/auth/users` and `GET /api/users`). */
export type TeamMember = z.output<typeof TeamMemberOut>;

const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const OptionalEmailSchema = z.preprocess(
  emptyToNull,
  z.string().trim().toLowerCase().max(254).pipe(z.email('INVALID_EMAIL')).nullable(),
);

export const UserIdInput = z.strictObject({ id: z.uuid() });

/** `PATCH /api/auth/users/{id}`: self or admin. */
export const UpdateProfileInput = z.strictObject({
  name: UserNameSchema.optional(),
  avatar: AvatarSchema.optional(),
});
export type UpdateProfileInput = z.input<typeof UpdateProfileInput>;

/** `PATCH /api/users/{id}/settings`: self only. `email` is where notification mail goes (empty: the account's). */
export const NotificationSettingsInput = z.strictObject({
  email: OptionalEmailSchema.optional(),
  notifyOnAssign: z.boolean().optional(),
  notifyOnComplete: z.boolean().optional(),
  notifyOnComment: z.boolean().optional(),
  notifyOnMention: z.boolean().optional(),
  ...ReminderSettingsFields,
});
export type NotificationSettingsInput = z.input<typeof NotificationSettingsInput>;

/**
 * The confirmation link's token (`POST /api/users/notification-email/confirm`). 43
 * characters today (32 random bytes, base64url); the bound only keeps junk short.
 */
export const ConfirmNotificationEmailInput = z.strictObject({
  token: z.string().min(1).max(200),
});
export type ConfirmNotificationEmailInput = z.input<typeof ConfirmNotificationEmailInput>;

/** What confirming answers: the address that now receives notification mail. */
export type NotificationEmailConfirmed = z.output<typeof NotificationEmailConfirmedOut>;

/**
 * Admin creation (`POST /api/admin/users` and `POST /api/users`). SPEC's admin form
 * sends name, avatar and the admin flag; an e-mail and password may be given too,
 * else the answer carries a one-time link for the member to set one (never name-only login).
 */
export const CreateUserInput = z.strictObject({
  name: UserNameSchema,
  avatar: AvatarSchema.optional(),
  isAdmin: z.boolean().default(false),
  email: OptionalEmailSchema.optional(),
  password: z.string().min(3, 'PASSWORD_TOO_SHORT').max(256).optional(),
});
export type CreateUserInput = z.input<typeof CreateUserInput>;

export const SetAdminInput = z.strictObject({ isAdmin: z.boolean() });
export type SetAdminInput = z.input<typeof SetAdminInput>;

/** tRPC inputs: the REST path's `{id}` joined to its body. */
export const UpdateProfileCall = z.strictObject({ id: z.uuid(), ...UpdateProfileInput.shape });
export const NotificationSettingsCall = z.strictObject({ id: z.uuid(), ...NotificationSettingsInput.shape });
export const SetAdminCall = z.strictObject({ id: z.uuid(), ...SetAdminInput.shape });
