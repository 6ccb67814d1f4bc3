import { type ErrorCode, isErrorCode } from '@tm/domain/errors/error-codes';

/**
 * A failed tRPC call, recognised by name rather than `instanceof`: the tRPC client
 * lives in the page's one shared `@tm/api-client/trpc`, while this module is
 * bundled into each app, so `@trpc/client` here would be a second copy of the class.
 */
interface TrpcClientError extends Error {
  name: 'TRPCClientError';
  data?: unknown;
}
const isTrpcClientError = (err: unknown): err is TrpcClientError =>
  err instanceof Error && err.name === 'TRPCClientError';

/** A failed REST call: HTTP status plus the stable `code` of the `{ error, code }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly issues: unknown;

  constructor(status: number, code: ErrorCode | null, message: string, issues: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

/** The stable error code of any failed call (REST or tRPC), or null (network failure, unknown). */
export function errorCodeOf(err: unknown): ErrorCode | null {
  if (err instanceof ApiError) return err.code;
  if (isTrpcClientError(err)) {
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
  if (err instanceof ApiError || isTrpcClientError(err)) return err.message || null;
  return null;
}
