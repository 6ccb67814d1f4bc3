// The `accountSecurity` namespace (issue 21): the shell's forgot-password, reset and
// forced password change pages, the profile's sessions and the admin's sign-in help
// (mf-admin) each add it when they load.
import en from './locales/en/accountSecurity.json';
import fr from './locales/fr/accountSecurity.json';
import nl from './locales/nl/accountSecurity.json';
import { registerNamespace } from './register-namespace.ts';

registerNamespace('accountSecurity', { en, fr, nl });
