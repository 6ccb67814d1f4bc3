import type { ErrorCode } from '@tm/domain/errors/error-codes';
import { i18n } from './i18n.ts';

/** The translated message of a stable error code (namespace `errors`), in the current language. */
export function errorText(code: ErrorCode): string {
  return i18n.t(code, { ns: 'errors' });
}
