import { errorCodeOf, serverMessageOf } from '@tm/api-client/api-error';
import { errorText } from '@tm/i18n/error-text';

/**
 * What to tell the user about a failed call: the translated message of its error
 * code, else the server's own message, else `fallback` (e.g. t('login.failed')).
 * Internal errors never show the server's text.
 */
export function errorMessage(err: unknown, fallback: string): string {
  const code = errorCodeOf(err);
  if (code && code !== 'INTERNAL') return errorText(code);
  if (code === 'INTERNAL') return fallback;
  return serverMessageOf(err) ?? fallback;
}
