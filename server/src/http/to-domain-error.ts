import { DomainError } from './domain-error.ts';

// Connection-level failures of the database mean "try again", not "bug".
const RETRYABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '40001',
  '40P01',
]);

/** Normalises anything thrown into a DomainError (unknown errors become a generic 500). */
export function toDomainError(err: unknown): DomainError {
  if (err instanceof DomainError) return err;
  const e = err as { type?: string; status?: number; code?: string; cause?: { code?: string } };
  if (e?.type === 'entity.parse.failed')
    return new DomainError('validation', 'VALIDATION_FAILED', 'Malformed JSON body');
  if (e?.type === 'entity.too.large')
    return new DomainError('tooLarge', 'VALIDATION_FAILED', 'Request body too large');
  const code = e?.code ?? e?.cause?.code;
  if (code && RETRYABLE_CODES.has(code)) {
    return new DomainError(
      'unavailable',
      'SERVICE_UNAVAILABLE',
      'The service is temporarily unavailable, please retry',
    );
  }
  const internal = new DomainError('unavailable', 'INTERNAL', 'Internal server error');
  Object.defineProperty(internal, 'status', { value: 500 });
  return internal;
}
