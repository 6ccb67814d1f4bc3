import { DomainError } from '../errors/domain-error.ts';

// Connection-level failures of the database mean "the database is away, try again", not "bug".
const DATABASE_AWAY_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '53300',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
]);

// Raised by the database's triggers on a write into an archived project.
const ARCHIVED_PROJECT_CODE = 'TMPA1';

// A serialisation failure or a deadlock the transaction could not retry: try again, too.
const RETRYABLE_CODES = new Set(['40001', '40P01']);

// untranslatable_character (jsonb's \u0000 or lone surrogate), character_not_in_repertoire (NUL in text).
const UNSTORABLE_TEXT_CODES = new Set(['22P05', '22021']);

// What `pg` says, without a code, when the server goes away mid-query or the pool cannot connect in time.
const DATABASE_AWAY_MESSAGE =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|the database system is (starting up|shutting down)/i;

/** Normalises anything thrown into a DomainError (unknown errors become a generic 500). */
export function toDomainError(err: unknown): DomainError {
  if (err instanceof DomainError) return err;
  const e = err as {
    type?: string;
    status?: number;
    code?: string;
    message?: string;
    cause?: { code?: string; message?: string };
  };
  if (e?.type === 'entity.parse.failed')
    return new DomainError('validation', 'VALIDATION_FAILED', 'Malformed JSON body');
  if (e?.type === 'entity.too.large')
    return new DomainError('tooLarge', 'VALIDATION_FAILED', 'Request body too large');
  // The body parser's other refusals (an unsupported charset or encoding) are the caller's input.
  if (typeof e?.type === 'string' && e.type.endsWith('.unsupported'))
    return new DomainError('validation', 'VALIDATION_FAILED', 'Unsupported request body encoding');
  // express decodes path parameters: `%` or `%ED%A0%80` cannot be decoded.
  if (err instanceof URIError) return new DomainError('validation', 'VALIDATION_FAILED', 'Malformed URL');
  const code = e?.code ?? e?.cause?.code;
  const message = `${e?.message ?? ''} ${e?.cause?.message ?? ''}`;
  // Text PostgreSQL cannot store (NUL, a lone surrogate in jsonb) is the caller's, not a bug:
  // the schemas refuse it first; this answers the same for any path they miss.
  if (code && UNSTORABLE_TEXT_CODES.has(code))
    return new DomainError(
      'validation',
      'TEXT_INVALID_CHARACTERS',
      'The text contains characters that are not allowed',
    );
  // The database refuses writes to an archived project's tasks (migration 20261204-0100).
  if (code === ARCHIVED_PROJECT_CODE) {
    return new DomainError(
      'conflict',
      'PROJECT_ARCHIVED',
      'This project is archived: unarchive it to change it',
    );
  }
  if ((code && DATABASE_AWAY_CODES.has(code)) || DATABASE_AWAY_MESSAGE.test(message)) {
    return new DomainError(
      'unavailable',
      'DATABASE_UNAVAILABLE',
      'The database is temporarily unavailable, please retry',
    );
  }
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
