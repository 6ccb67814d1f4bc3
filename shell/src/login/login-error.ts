import { errorMessage } from '@tm/api-client/error-message';
import { i18n } from '@tm/i18n/i18n';

/** SPEC 8: the server's error (translated by its code when known), else "Login failed". */
export function loginErrorMessage(err: unknown): string {
  return errorMessage(err, i18n.t('login.failed', { ns: 'shell' }));
}
