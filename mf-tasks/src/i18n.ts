// This remote's translations, added to the page's i18next instance when the remote loads.

import en from '@tm/i18n/locales/en/tasks.json';
import fr from '@tm/i18n/locales/fr/tasks.json';
import nl from '@tm/i18n/locales/nl/tasks.json';
import { registerNamespace } from '@tm/i18n/register-namespace';
import { registerWallNamespace } from '@tm/i18n/register-wall';

registerNamespace('tasks', { en, fr, nl });

// The urgent list's legend (issue 24) reads the wall namespace.
registerWallNamespace();
