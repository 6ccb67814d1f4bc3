/**
 * Who may create an account (`SIGNUP`): anyone, only holders of an admin's
 * invitation, or nobody (admins create accounts themselves).
 */
export const SIGNUP_MODES = ['open', 'invite', 'closed'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];

/**
 * Why a sign-up is refused before anything else is looked at, or null. An
 * invitation is honoured in open and invite modes (it pre-fills the form and is
 * used up either way); closed refuses everyone.
 */
export function signupRefusal(
  mode: SignupMode,
  hasInvitation: boolean,
): 'SIGNUP_CLOSED' | 'INVITATION_REQUIRED' | null {
  if (mode === 'closed') return 'SIGNUP_CLOSED';
  if (mode === 'invite' && !hasInvitation) return 'INVITATION_REQUIRED';
  return null;
}

/** Whether the login page offers "Sign Up": open mode, or a valid invitation link in invite mode. */
export const signupOffered = (mode: SignupMode, validInvitation: boolean): boolean =>
  signupRefusal(mode, validInvitation) === null;
