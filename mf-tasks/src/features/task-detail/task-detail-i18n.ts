// The detail view's own namespace (with the repetition and the toasts), registered
// when a module using it loads, so it works wherever those show.
import en from '@tm/i18n/locales/en/taskDetail.json';
import fr from '@tm/i18n/locales/fr/taskDetail.json';
import nl from '@tm/i18n/locales/nl/taskDetail.json';
import { registerNamespace } from '@tm/i18n/register-namespace';

registerNamespace('taskDetail', { en, fr, nl });
