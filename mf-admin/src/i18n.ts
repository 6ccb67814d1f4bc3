// This remote's translations, added to the page's i18next instance when the remote loads.

import en from '@tm/i18n/locales/en/admin.json';
import fr from '@tm/i18n/locales/fr/admin.json';
import nl from '@tm/i18n/locales/nl/admin.json';
import { registerNamespace } from '@tm/i18n/register-namespace';

registerNamespace('admin', { en, fr, nl });
