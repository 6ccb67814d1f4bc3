// The `audit` namespace (the audit log panel), added to the page's i18next instance when it loads.
import en from '@tm/i18n/locales/en/audit.json';
import fr from '@tm/i18n/locales/fr/audit.json';
import nl from '@tm/i18n/locales/nl/audit.json';
import { registerNamespace } from '@tm/i18n/register-namespace';

registerNamespace('audit', { en, fr, nl });
