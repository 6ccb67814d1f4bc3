// The bulk actions' own namespace, registered when a module using it loads.
import en from '@tm/i18n/locales/en/bulk.json';
import fr from '@tm/i18n/locales/fr/bulk.json';
import nl from '@tm/i18n/locales/nl/bulk.json';
import { registerNamespace } from '@tm/i18n/register-namespace';

registerNamespace('bulk', { en, fr, nl });
