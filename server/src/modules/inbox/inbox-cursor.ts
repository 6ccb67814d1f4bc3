import { DomainError } from '../../errors/domain-error.ts';

// A page's cursor is the sort key of its last item, (created_at, id), with the
// database's microseconds: a millisecond key would skip or repeat items created
// within the same millisecond. Opaque to clients (base64url).

const KEY =
  /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export interface InboxKey {
  createdAt: string;
  id: string;
}

export const encodeInboxCursor = (key: string): string => Buffer.from(key).toString('base64url');

/** The cursor's key, or a 400 CURSOR_INVALID for anything this server did not write. */
export function decodeInboxCursor(cursor: string): InboxKey {
  const match = /^[A-Za-z0-9_-]+$/.test(cursor)
    ? KEY.exec(Buffer.from(cursor, 'base64url').toString())
    : null;
  if (!match || Number.isNaN(Date.parse(match[1]!))) {
    throw new DomainError('validation', 'CURSOR_INVALID', 'Invalid cursor');
  }
  return { createdAt: match[1]!, id: match[2]! };
}
