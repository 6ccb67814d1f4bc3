import type { ErrorCode } from '@tm/domain/errors/error-codes';

const STATUS_BY_KIND = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  // The request named a host this server does not answer for (DNS rebinding guard).
  misdirected: 421,
  rateLimited: 429,
  unavailable: 503,
  badGateway: 502,
} as const;

export type ErrorKind = keyof typeof STATUS_BY_KIND;

export interface ErrorIssue {
  path: string;
  message: string;
}

/**
 * The one error type services throw. The REST error handler and the tRPC error
 * formatter both map it to a status and the stable `{ error, code }` body.
 */
export class DomainError extends Error {
  readonly kind: ErrorKind;
  readonly code: ErrorCode;
  readonly issues: ErrorIssue[] | undefined;

  constructor(kind: ErrorKind, code: ErrorCode, message: string, issues?: ErrorIssue[]) {
    super(message);
    this.kind = kind;
    this.code = code;
    this.issues = issues;
  }

  get status(): number {
    return STATUS_BY_KIND[this.kind];
  }
}

export const notFound = (what: string) => new DomainError('notFound', 'NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'Forbidden') => new DomainError('forbidden', 'FORBIDDEN', message);
export const unauthenticated = () => new DomainError('unauthenticated', 'UNAUTHENTICATED', 'Unauthorized');
