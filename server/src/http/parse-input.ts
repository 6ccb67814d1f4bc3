import type { ZodType, z } from 'zod';
import { DomainError } from './domain-error.ts';

/** Validates a REST payload with the same schema tRPC uses; failures become a 400 with every issue. */
export function parseInput<S extends ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  const first = result.error.issues[0];
  // A schema may carry a stable code in the issue message (e.g. TITLE_REQUIRED) for the client to translate.
  const code =
    first && /^[A-Z_]+$/.test(first.message) ? (first.message as DomainError['code']) : 'VALIDATION_FAILED';
  return throwValidation(code, issues);
}

function throwValidation(code: DomainError['code'], issues: { path: string; message: string }[]): never {
  const summary = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
  throw new DomainError('validation', code, `Invalid input: ${summary}`, issues);
}
