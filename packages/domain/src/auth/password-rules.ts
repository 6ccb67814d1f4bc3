// The change-password form's own checks, apart from the schemas so the form
// does not pull zod into its bundle.

/** SPEC 9: minimum new password length. */
export const PASSWORD_MIN = 3;

/** Checked before anything is sent (SPEC 5: mismatch first, then length). */
export function newPasswordProblem(
  newPassword: string,
  confirmation: string,
): 'PASSWORD_MISMATCH' | 'PASSWORD_TOO_SHORT' | null {
  if (newPassword !== confirmation) return 'PASSWORD_MISMATCH';
  if (newPassword.length < PASSWORD_MIN) return 'PASSWORD_TOO_SHORT';
  return null;
}
