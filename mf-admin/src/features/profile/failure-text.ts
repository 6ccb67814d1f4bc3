import { ApiError } from '@tm/api-client/api-error';
import { errorMessage } from '@tm/api-client/error-message';

/** True when the call never reached the server (offline, server down), as opposed to a refusal. */
export function isConnectionFailure(err: unknown): boolean {
  if (err instanceof ApiError) return err.status === 0;
  // tRPC client errors from a failed fetch carry no response data.
  return err instanceof Error && err.name === 'TRPCClientError' && !(err as { data?: unknown }).data;
}

/**
 * SPEC 8: the server's error when it gave one (translated by its code), else the
 * screen's own text, which is also what a call that never reached the server shows.
 */
export function failureText(err: unknown, fallback: string): string {
  return isConnectionFailure(err) ? fallback : errorMessage(err, fallback);
}
