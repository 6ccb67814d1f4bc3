import { z } from 'zod';
import type { CreatedUserOut, PasswordLinkLookupOut, PasswordLinkOut } from '../api/wire-accounts.schema.ts';
import { EmailSchema, NewPasswordSchema } from './auth.schema.ts';

/** How long a set-password link can be used (DESIGN: name-only login, 7 days). */
export const PASSWORD_LINK_DAYS = 7;

/** A set-password link's token: 43 characters (32 random bytes); the bound only keeps junk short. */
export const PasswordLinkTokenSchema = z.string().min(1).max(128);

/** The set-password page reads whom a link is for (`POST /api/auth/password-link`, `auth.passwordLink`). */
export const PasswordLinkLookupInput = z.strictObject({ token: PasswordLinkTokenSchema });
export type PasswordLinkLookupInput = z.input<typeof PasswordLinkLookupInput>;

/**
 * Sets the password with the link, once (`POST /api/auth/set-password`, `auth.setPassword`).
 * An account made without an e-mail gives one here too, the address it will sign in with;
 * an account that has one keeps it (sending another is refused).
 */
export const SetPasswordInput = z.strictObject({
  token: PasswordLinkTokenSchema,
  password: NewPasswordSchema,
  email: EmailSchema.optional(),
});
export type SetPasswordInput = z.input<typeof SetPasswordInput>;

/** What a valid link tells the page: whose password it sets, and their sign-in address (null: ask for one). */
export type PasswordLinkLookup = z.output<typeof PasswordLinkLookupOut>;

/**
 * A fresh link, answered once to the admin who asked for it; only its hash is
 * stored. `path` (`/set-password?token=...`) is relative to the app's address,
 * which the admin's screen knows better than the server behind a proxy.
 */
export type PasswordLink = z.output<typeof PasswordLinkOut>;

/** The shell's page that sets a password with a link. */
export const SET_PASSWORD_PATH = '/set-password';

/** What an admin's creation of a user answers: the user, and their set-password link when they have no password. */
export type CreatedUser = z.output<typeof CreatedUserOut>;
