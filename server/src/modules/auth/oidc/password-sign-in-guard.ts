import type { AppDeps } from '../../../app-deps.ts';
import { DomainError } from '../../../errors/domain-error.ts';

/**
 * With OIDC_ONLY the company's provider is the only way in: password and name-only
 * sign-in and sign-up are refused by the server, not only hidden by the login page.
 */
export function assertPasswordSignInAllowed(deps: AppDeps): void {
  if (deps.config.oidc?.only) {
    throw new DomainError(
      'forbidden',
      'PASSWORD_SIGN_IN_DISABLED',
      'Sign in with the organisation’s single sign-on (OIDC_ONLY)',
    );
  }
}
