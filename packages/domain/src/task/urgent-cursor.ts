import { z } from 'zod';
import { TASK_PRIORITIES } from './task-constants.ts';

// The urgent list is read in pages (keyset pagination): a page's cursor is the sort
// key of its last row, so the next page starts right after it whatever was inserted
// or removed before it meanwhile. Clients pass it back untouched; only the server
// reads it. Creation times are ordered at the millisecond, as tasks carry them.

/** The urgent list's sort key of one row: priority, due date (null last), created_at, id. */
export interface UrgentCursor {
  priority: (typeof TASK_PRIORITIES)[number];
  dueDate: string | null;
  /** ISO 8601 UTC with milliseconds, as `Task.createdAt`. */
  createdAt: string;
  id: string;
}

const ISO_MS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const validInstant = (s: string) => {
  const d = new Date(s);
  return !Number.isNaN(d.getTime()) && d.toISOString() === s;
};

const CursorKey = z.tuple([
  z.enum(TASK_PRIORITIES),
  z.iso.date().nullable(),
  z.string().regex(ISO_MS).refine(validInstant),
  z.uuid(),
]);

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

function fromBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function encodeUrgentCursor(c: UrgentCursor): string {
  return toBase64Url(JSON.stringify([c.priority, c.dueDate, c.createdAt, c.id]));
}

/** The cursor's sort key, or null when it is not one this server wrote. */
export function decodeUrgentCursor(cursor: string): UrgentCursor | null {
  const json = fromBase64Url(cursor);
  if (json === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return null;
  }
  const key = CursorKey.safeParse(raw);
  if (!key.success) return null;
  const [priority, dueDate, createdAt, id] = key.data;
  return { priority, dueDate, createdAt, id };
}

/** The `cursor` input: an opaque string decoded to its sort key, or a 400 with CURSOR_INVALID. */
export const UrgentCursorSchema = z
  .string()
  .max(200, 'CURSOR_INVALID')
  .transform((cursor, ctx) => {
    const key = decodeUrgentCursor(cursor);
    if (key) return key;
    ctx.addIssue({ code: 'custom', message: 'CURSOR_INVALID' });
    return z.NEVER;
  });
