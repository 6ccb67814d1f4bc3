// The `twoFactor` namespace: the login's code step (shell) and the profile's and
// admin's sections (mf-admin) both add it when they load.
import en from './locales/en/twoFactor.json';
import fr from './locales/fr/twoFactor.json';
import nl from './locales/nl/twoFactor.json';
import { registerNamespace } from './register-namespace.ts';

registerNamespace('twoFactor', { en, fr, nl });
