import { z } from 'zod';
import { EmailSchema, NewPasswordSchema } from './auth.schema.ts';
import { PasswordLinkTokenSchema } from './password-link.schema.ts';

// Password reset by e-mail (issue 21): `POST /api/auth/password-reset` mails a
// single-use link, `POST /api/auth/password-reset/confirm` sets the password with it.

/** How long a reset link works. */
export const PASSWORD_RESET_VALID_MINUTES = 60;

/** The shell's page a reset link opens (`/reset-password?token=…`). */
export const RESET_PASSWORD_PATH = '/reset-password';

/** `POST /api/auth/password-reset`, `passwordReset.request`: answered 202 whether or not the address is known. */
export const PasswordResetRequestInput = z.strictObject({ email: EmailSchema });
export type PasswordResetRequestInput = z.input<typeof PasswordResetRequestInput>;

/** `POST /api/auth/password-reset/confirm`, `passwordReset.confirm`. */
export const PasswordResetConfirmInput = z.strictObject({
  token: PasswordLinkTokenSchema,
  newPassword: NewPasswordSchema,
});
export type PasswordResetConfirmInput = z.input<typeof PasswordResetConfirmInput>;

/** `POST /api/admin/users/{id}/temporary-password`: must be changed at the member's next sign-in. */
export const TemporaryPasswordInput = z.strictObject({ password: NewPasswordSchema });
export type TemporaryPasswordInput = z.input<typeof TemporaryPasswordInput>;

/** The same for tRPC: whose password, and the password. */
export const TemporaryPasswordCall = TemporaryPasswordInput.extend({ id: z.uuid() });
