// The `api` namespace (API tokens and webhooks panels), added to the page's
// i18next instance when either panel loads.
import en from '@tm/i18n/locales/en/api.json';
import fr from '@tm/i18n/locales/fr/api.json';
import nl from '@tm/i18n/locales/nl/api.json';
import { registerNamespace } from '@tm/i18n/register-namespace';

registerNamespace('api', { en, fr, nl });
