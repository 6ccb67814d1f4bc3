// The `integrations` namespace (calendar and integrations panels), added to the
// page's i18next instance when either panel loads.
import en from '@tm/i18n/locales/en/integrations.json';
import fr from '@tm/i18n/locales/fr/integrations.json';
import nl from '@tm/i18n/locales/nl/integrations.json';
import { registerNamespace } from '@tm/i18n/register-namespace';

registerNamespace('integrations', { en, fr, nl });
