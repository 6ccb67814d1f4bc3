import { type ErrorCode, isErrorCode } from '@tm/domain/errors/error-codes';
import { TRPCClientError } from '@trpc/client';

/** A failed REST call: HTTP status plus the stable `code` of the `{ error, code }` body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | null,
    message: string,
    readonly issues: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The stable error code of any failed call (REST or tRPC), or null (network failure, unknown). */
export function errorCodeOf(err: unknown): ErrorCode | null {
  if (err instanceof ApiError) return err.code;
  if (err instanceof TRPCClientError) {
    const data = err.data as { appCode?: unknown; httpStatus?: number } | undefined;
    if (isErrorCode(data?.appCode)) return data.appCode;
    if (data?.httpStatus === 401) return 'UNAUTHENTICATED';
    if (data?.httpStatus === 403) return 'FORBIDDEN';
    if (data?.httpStatus === 404) return 'NOT_FOUND';
    if (data?.httpStatus === 400) return 'VALIDATION_FAILED';
  }
  return null;
}

/** The server's message of a failed call, when it sent one (SPEC 8: "server error, else ..."). */
export function serverMessageOf(err: unknown): string | null {
  if (err instanceof ApiError || err instanceof TRPCClientError) return err.message || null;
  return null;
}
