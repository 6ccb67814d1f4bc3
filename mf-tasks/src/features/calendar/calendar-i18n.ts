// The calendar's own namespace, registered when the calendar loads.
import en from '@tm/i18n/locales/en/calendar.json';
import fr from '@tm/i18n/locales/fr/calendar.json';
import nl from '@tm/i18n/locales/nl/calendar.json';
import { registerNamespace } from '@tm/i18n/register-namespace';

registerNamespace('calendar', { en, fr, nl });
