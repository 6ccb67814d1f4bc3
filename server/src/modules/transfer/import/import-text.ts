import { DomainError } from '../../../errors/domain-error.ts';

// PostgreSQL's text and jsonb refuse a NUL, and jsonb an unpaired UTF-16 surrogate
// (JSON.stringify writes it as a \ud8xx escape): such a file is refused with the
// place it was found, before anything is kept, instead of failing as a 500 later.
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const storable = (s: string): boolean => !s.includes('\u0000') && !LONE_SURROGATE.test(s);

/** `where`: "row 12", "the header row", "the list “Done”"… */
export const textInvalid = (where: string): DomainError => {
  const message = `${where[0]?.toUpperCase()}${where.slice(1)} holds a character that cannot be stored (a NUL or a lone UTF-16 surrogate)`;
  return new DomainError('validation', 'IMPORT_TEXT_INVALID', message, [{ path: 'file', message }]);
};

/** Every string in `value` (an object read from the file), or a refusal naming `where`. */
export function assertStorable(value: unknown, where: string): void {
  if (typeof value === 'string') {
    if (!storable(value)) throw textInvalid(where);
  } else if (Array.isArray(value)) {
    for (const v of value) assertStorable(v, where);
  } else if (value !== null && typeof value === 'object') {
    for (const v of Object.values(value)) assertStorable(v, where);
  }
}
