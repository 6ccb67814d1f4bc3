import { z } from 'zod';

// OpenID Connect sign-in (issue 21). A failed sign-in through the provider lands on
// the login page with `?oidcError=<code>`; the page translates the code (shell:
// login.oidcError.<code>), never shows what the provider or the library said.
export const OIDC_ERROR_CODES = [
  /** The provider could not be reached or answered something unusable. */
  'OIDC_UNAVAILABLE',
  /** The sign-in took too long, was started in another browser, or was replayed. */
  'OIDC_STATE_INVALID',
  /** The person cancelled or the provider refused (access_denied, login_required…). */
  'OIDC_DENIED',
  /** The provider's answer did not pass the checks (code, PKCE, nonce, signature). */
  'OIDC_FAILED',
  /** The provider does not vouch for the address, and an account already uses it. */
  'OIDC_EMAIL_UNVERIFIED',
  /** No account matches and the sign-up mode does not let the provider create one. */
  'OIDC_NO_ACCOUNT',
  /** The matching account is deactivated. */
  'ACCOUNT_DEACTIVATED',
] as const;
export type OidcErrorCode = (typeof OIDC_ERROR_CODES)[number];

/** What the login page learns from GET /api/config: the button's text, and whether passwords are off. */
export interface OidcClientConfig {
  label: string;
  only: boolean;
}

/** `POST /api/auth/oidc/logout`: our session is ended; go there next (the provider's end-session page, or the login page). */
export const OidcLogoutResult = z.object({ redirectTo: z.string() });
export type OidcLogoutResult = z.output<typeof OidcLogoutResult>;
