// The panel's own namespace, registered when the panel's module loads (the task
// card imports it), so it works wherever the card is shown.
import en from '@tm/i18n/locales/en/attachments.json';
import fr from '@tm/i18n/locales/fr/attachments.json';
import nl from '@tm/i18n/locales/nl/attachments.json';
import { registerNamespace } from '@tm/i18n/register-namespace';

registerNamespace('attachments', { en, fr, nl });
