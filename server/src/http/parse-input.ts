import type { ZodError, ZodType, z } from 'zod';
import { DomainError } from '../errors/domain-error.ts';

/** Validates a REST payload with the same schema tRPC uses; failures become a 400 with every issue. */
export function parseInput<S extends ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  throw validationError(result.error);
}

/**
 * The 400 for a failed schema, shared by REST and tRPC so both answer the same code.
 * A schema may carry a stable code in the issue message (e.g. TITLE_REQUIRED) for the client to translate.
 */
export function validationError(error: ZodError): DomainError {
  const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = error.issues[0];
  const code =
    first && /^[A-Z_]+$/.test(first.message) ? (first.message as DomainError['code']) : 'VALIDATION_FAILED';
  const summary = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
  return new DomainError('validation', code, `Invalid input: ${summary}`, issues);
}

/** True for a zod validation failure (tRPC wraps the one its `.input()` raises). */
export function isZodError(err: unknown): err is ZodError {
  return (
    typeof err === 'object' &&
    err !== null &&
    (err as { name?: string }).name === 'ZodError' &&
    'issues' in err
  );
}
