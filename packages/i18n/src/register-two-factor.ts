// The `twoFactor` namespace: the login's code step (shell) and the profile's and
// admin's sections (mf-admin) each add it before they show it.
import en from './locales/en/twoFactor.json';
import fr from './locales/fr/twoFactor.json';
import nl from './locales/nl/twoFactor.json';
import { registerNamespace } from './register-namespace.ts';

let registered = false;

/** Adds the namespace once per copy of this module; when to call it: register-account-security.ts. */
export function registerTwoFactorNamespace(): void {
  if (registered) return;
  registered = true;
  registerNamespace('twoFactor', { en, fr, nl });
}
