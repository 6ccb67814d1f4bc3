// This remote's translations, added to the page's i18next instance when the remote loads.

import en from '@tm/i18n/locales/en/analytics.json';
import fr from '@tm/i18n/locales/fr/analytics.json';
import nl from '@tm/i18n/locales/nl/analytics.json';
import { registerNamespace } from '@tm/i18n/register-namespace';

registerNamespace('analytics', { en, fr, nl });

import { registerWallNamespace } from '@tm/i18n/register-wall';

registerWallNamespace();
