const MAX_CHARS = 255;
const FALLBACK_NAME = 'file';
// Control characters, and the bidirectional overrides that make "txt.exe" read as "exe.txt".
const INVISIBLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/**
 * The name an upload is shown and downloaded under: the last path segment only
 * (no `../`, no folders, whatever the client sent), without control or
 * direction-override characters, at most 255 characters with the extension kept.
 * It is display text only: storage keys never derive from it.
 */
export function sanitizeFileName(raw: string | undefined): string {
  const last = (raw ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const clean = last.replace(INVISIBLE, '').trim();
  if (clean === '' || clean === '.' || clean === '..') return FALLBACK_NAME;
  return truncateKeepingExtension(clean);
}

function truncateKeepingExtension(name: string): string {
  const chars = Array.from(name); // code points, so an emoji is never cut in half
  if (chars.length <= MAX_CHARS) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? Array.from(name.slice(dot)) : [];
  const keepExt = ext.length > 0 && ext.length <= 16 ? ext : [];
  return chars.slice(0, MAX_CHARS - keepExt.length).join('') + keepExt.join('');
}

/** The client's declared type when it is a well-formed `type/subtype`, else a neutral binary type. */
export function normalizeContentType(raw: string | undefined): string {
  const essence = (raw ?? '').split(';')[0]!.trim().toLowerCase();
  return MIME.test(essence) ? essence : 'application/octet-stream';
}
