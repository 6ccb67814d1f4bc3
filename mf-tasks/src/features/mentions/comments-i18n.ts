// The `comments` namespace (editing, deleting, the @ member picker), registered when
// a module using it loads: the comments panel and the description editor.
import en from '@tm/i18n/locales/en/comments.json';
import fr from '@tm/i18n/locales/fr/comments.json';
import nl from '@tm/i18n/locales/nl/comments.json';
import { registerNamespace } from '@tm/i18n/register-namespace';

registerNamespace('comments', { en, fr, nl });
