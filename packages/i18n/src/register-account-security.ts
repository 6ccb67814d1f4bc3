// The `accountSecurity` namespace (issue 21): the shell's forgot-password, reset and
// forced password change pages, the profile's sessions and the admin's sign-in help
// (mf-admin) each add it before they show it.
import en from './locales/en/accountSecurity.json';
import fr from './locales/fr/accountSecurity.json';
import nl from './locales/nl/accountSecurity.json';
import { registerNamespace } from './register-namespace.ts';

let registered = false;

/**
 * Adds the namespace once per copy of this module. Call it from a component, a hook
 * or a remote's module: never from the top level of a module of `packages/*` or the
 * shell's eagerly loaded code, where the imports above may not be evaluated yet in
 * a built shell (a blank page: "undefined" is not valid JSON; docs/frontend.md).
 */
export function registerAccountSecurityNamespace(): void {
  if (registered) return;
  registered = true;
  registerNamespace('accountSecurity', { en, fr, nl });
}
