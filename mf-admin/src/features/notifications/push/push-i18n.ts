// The push setting's own namespace, registered when the notification settings load.
import en from '@tm/i18n/locales/en/push.json';
import fr from '@tm/i18n/locales/fr/push.json';
import nl from '@tm/i18n/locales/nl/push.json';
import { registerNamespace } from '@tm/i18n/register-namespace';

registerNamespace('push', { en, fr, nl });
