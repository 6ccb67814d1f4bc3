// Export, import and trash texts, registered when the list's transfer menu loads.
import en from '@tm/i18n/locales/en/transfer.json';
import fr from '@tm/i18n/locales/fr/transfer.json';
import nl from '@tm/i18n/locales/nl/transfer.json';
import { registerNamespace } from '@tm/i18n/register-namespace';

registerNamespace('transfer', { en, fr, nl });
