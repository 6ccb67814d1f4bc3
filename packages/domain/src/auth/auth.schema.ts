import { z } from 'zod';
import { noDirectionControls, oneLine, wellFormed } from '../text/plain-text.ts';
import { AvatarSchema, NAME_MAX, requiredAs, UserNameSchema } from '../user/user.schema.ts';
import { PASSWORD_MIN } from './password-rules.ts';

export { newPasswordProblem, PASSWORD_MIN } from './password-rules.ts';

// scrypt hashes any length, but an unbounded body would let one request burn a core.
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;

/** A login address: trimmed and lower-cased, so `Ann@Example.com` and `ann@example.com` are one account. */
export const EmailSchema = z
  .string(requiredAs('EMAIL_PASSWORD_REQUIRED'))
  .trim()
  .toLowerCase()
  .min(1, 'EMAIL_PASSWORD_REQUIRED')
  .max(EMAIL_MAX)
  .check(wellFormed)
  .pipe(z.email('INVALID_EMAIL'));

/** A password being set (sign-up, change, admin creation). Never trimmed: spaces are characters too. */
export const NewPasswordSchema = z
  .string(requiredAs('PASSWORD_TOO_SHORT'))
  .min(PASSWORD_MIN, 'PASSWORD_TOO_SHORT')
  .max(PASSWORD_MAX);

/** An invitation link's token: 43 characters (32 random bytes); the bound only keeps junk short. */
export const InvitationTokenSchema = z.string().min(1).max(128);

export const RegisterInput = z.strictObject({
  name: UserNameSchema,
  email: EmailSchema,
  password: z
    .string(requiredAs('EMAIL_PASSWORD_REQUIRED'))
    .min(1, 'EMAIL_PASSWORD_REQUIRED')
    .pipe(NewPasswordSchema),
  avatar: AvatarSchema.optional(),
  /** The token of an admin's invitation link (required when SIGNUP=invite). */
  invitation: InvitationTokenSchema.optional(),
});
export type RegisterInput = z.input<typeof RegisterInput>;

/**
 * SPEC's client sends `{email, password, name, avatar}` on the password form and
 * `{name, avatar}` in name-only mode. The form is told apart by the presence of the
 * email/password keys, so an empty password form answers EMAIL_PASSWORD_REQUIRED
 * and an empty name-only form NAME_REQUIRED.
 */
export const LoginInput = z
  .strictObject({
    // Not checked as an address (a sign-in says only "wrong e-mail or password"), but stored in the audit log.
    email: z.string().trim().toLowerCase().max(EMAIL_MAX).check(wellFormed).optional(),
    password: z.string().max(PASSWORD_MAX).optional(),
    name: z.string().trim().max(NAME_MAX).check(oneLine, noDirectionControls).optional(),
    avatar: AvatarSchema.optional(),
  })
  .transform((v, ctx) => {
    const passwordForm = v.email !== undefined || v.password !== undefined || v.name === undefined;
    if (passwordForm) {
      if (v.email && v.password) return { kind: 'password' as const, email: v.email, password: v.password };
      ctx.addIssue({
        code: 'custom',
        message: 'EMAIL_PASSWORD_REQUIRED',
        path: [v.email ? 'password' : 'email'],
      });
      return z.NEVER;
    }
    if (v.name) return { kind: 'name' as const, name: v.name, avatar: v.avatar };
    ctx.addIssue({ code: 'custom', message: 'NAME_REQUIRED', path: ['name'] });
    return z.NEVER;
  });
export type LoginInput = z.input<typeof LoginInput>;
export type LoginRequest = z.output<typeof LoginInput>;

/**
 * `userId` is accepted for SPEC's client and must be the signed-in user (DESIGN:
 * identity). The current password may be left out only by a user who has none.
 */
export const ChangePasswordInput = z.strictObject({
  userId: z.uuid().optional(),
  currentPassword: z
    .string()
    .max(PASSWORD_MAX)
    .optional()
    .transform((v) => v || undefined),
  newPassword: NewPasswordSchema,
  /** Also revoke every personal access token of the member (a password change alone leaves them). */
  revokeTokens: z.boolean().optional(),
});
export type ChangePasswordInput = z.input<typeof ChangePasswordInput>;
