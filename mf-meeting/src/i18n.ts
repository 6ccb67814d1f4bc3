// This remote's translations, added to the page's i18next instance when the remote loads.

import en from '@tm/i18n/locales/en/meeting.json';
import fr from '@tm/i18n/locales/fr/meeting.json';
import nl from '@tm/i18n/locales/nl/meeting.json';
import { registerNamespace } from '@tm/i18n/register-namespace';

registerNamespace('meeting', { en, fr, nl });

import { registerWallNamespace } from '@tm/i18n/register-wall';

registerWallNamespace();
