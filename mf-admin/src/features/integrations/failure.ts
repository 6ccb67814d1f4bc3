import { errorCodeOf, serverMessageOf } from '@tm/api-client/api-error';
import type { ErrorCode } from '@tm/domain/errors/error-codes';
import { errorText } from '@tm/i18n/error-text';

/** Never reached the server (offline, server down), as opposed to an answer. */
export function isNetworkFailure(err: unknown): boolean {
  return err instanceof Error && err.name === 'TRPCClientError' && !(err as { data?: unknown }).data;
}

/**
 * A refusal in two parts: the translated meaning of its code, and the server's
 * own detail (which host, which HTTP status) when it adds something.
 */
export function describeFailure(err: unknown, fallback: string): { text: string; detail: string | null } {
  const code = errorCodeOf(err);
  const detail = serverMessageOf(err);
  if (!code || code === 'INTERNAL') return { text: fallback, detail: null };
  return { text: errorText(code), detail: code.startsWith('INTEGRATION_') ? detail : null };
}

/** The outcome of a connection test that answered `{ success: false, message, code }`. */
export function describeTestFailure(result: { message: string; code?: ErrorCode }) {
  return { text: result.code ? errorText(result.code) : result.message, detail: result.message };
}
