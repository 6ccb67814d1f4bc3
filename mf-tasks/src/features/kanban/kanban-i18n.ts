// The board's own namespace, registered when the board or its toggle loads.
import en from '@tm/i18n/locales/en/kanban.json';
import fr from '@tm/i18n/locales/fr/kanban.json';
import nl from '@tm/i18n/locales/nl/kanban.json';
import { registerNamespace } from '@tm/i18n/register-namespace';

registerNamespace('kanban', { en, fr, nl });
