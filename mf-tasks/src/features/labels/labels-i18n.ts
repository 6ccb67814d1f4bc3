// The labels' own namespace, registered when a module using it loads (the card's
// chips, the form's picker, the manager), so it works wherever those show.
import en from '@tm/i18n/locales/en/labels.json';
import fr from '@tm/i18n/locales/fr/labels.json';
import nl from '@tm/i18n/locales/nl/labels.json';
import { registerNamespace } from '@tm/i18n/register-namespace';

registerNamespace('labels', { en, fr, nl });
