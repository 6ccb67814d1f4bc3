// The checklist's own namespace, registered when a module using it loads (the
// card's progress, the detail view's panel), so it works wherever those show.
import en from '@tm/i18n/locales/en/checklist.json';
import fr from '@tm/i18n/locales/fr/checklist.json';
import nl from '@tm/i18n/locales/nl/checklist.json';
import { registerNamespace } from '@tm/i18n/register-namespace';

registerNamespace('checklist', { en, fr, nl });
