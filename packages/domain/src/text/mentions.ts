// Mentions in comments and descriptions (issue 19). The text stores a token
// `@[<name at the time>](user:<uuid>)`: the id says who was meant, the stored name
// is only what to show when that member no longer exists. Screens and mails show
// the member's current name, so a rename never leaves old names behind.
// Zod-free on purpose: screens import it (docs/frontend.md).

/** Longest name a token holds (user names are at most 100 characters). */
const NAME_IN_TOKEN_MAX = 100;

// Linear: the name is a bounded run of characters that cannot close it; uuids are fixed width.
const TOKEN =
  /@\[([^[\]\n]{1,100})\]\(user:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\)/gi;

export interface Mention {
  userId: string;
  /** The name stored in the token (the member's name when they were mentioned). */
  name: string;
}

/** A piece of text between mentions, or a mention. */
export type MentionSegment = { kind: 'text'; text: string } | ({ kind: 'mention' } & Mention);

/**
 * The token for a member: brackets and line breaks cannot be part of the stored
 * name (they would end the token), so they become spaces; the id is what counts.
 */
export function mentionToken(name: string, userId: string): string {
  const safe =
    name
      .replace(/[[\]\r\n]+/g, ' ')
      .trim()
      .slice(0, NAME_IN_TOKEN_MAX) || '?';
  return `@[${safe}](user:${userId.toLowerCase()})`;
}

/** The text cut into plain pieces and mentions, in order (empty pieces left out). */
export function splitMentions(text: string): MentionSegment[] {
  const segments: MentionSegment[] = [];
  let at = 0;
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    if (start > at) segments.push({ kind: 'text', text: text.slice(at, start) });
    segments.push({ kind: 'mention', name: match[1]!, userId: match[2]!.toLowerCase() });
    at = start + match[0].length;
  }
  if (at < text.length) segments.push({ kind: 'text', text: text.slice(at) });
  return segments;
}

/** Who a text mentions, each member once, in order of first mention. */
export function mentionedUserIds(text: string | null | undefined): string[] {
  if (!text) return [];
  const ids = new Set<string>();
  for (const s of splitMentions(text)) if (s.kind === 'mention') ids.add(s.userId);
  return [...ids];
}

/** Members a changed text mentions that the text before did not (only they are told). */
export function addedMentions(before: string | null | undefined, after: string | null | undefined): string[] {
  const had = new Set(mentionedUserIds(before));
  return mentionedUserIds(after).filter((id) => !had.has(id));
}

/**
 * How a mention reads: `@` and the member's current name when `nameOf` knows the
 * id, else the name stored in the token (a deleted or unknown member).
 */
export function mentionLabel(mention: Mention, nameOf: (userId: string) => string | undefined): string {
  return `@${nameOf(mention.userId) ?? mention.name}`;
}

/** The text as plain text (mails, previews): every token replaced by its label. */
export function renderMentions(text: string, nameOf: (userId: string) => string | undefined): string {
  return splitMentions(text)
    .map((s) => (s.kind === 'text' ? s.text : mentionLabel(s, nameOf)))
    .join('');
}

/**
 * The `@word` being typed just before `caret`, if any: what the member picker
 * filters on. It starts at an `@` that begins the text or follows a space or an
 * opening bracket, and holds no line break (a name may hold spaces).
 */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(Math.max(0, caret - NAME_IN_TOKEN_MAX - 1), caret);
  const at = before.lastIndexOf('@');
  if (at === -1) return null;
  const start = caret - before.length + at;
  const previous = start > 0 ? text[start - 1]! : ' ';
  if (!/[\s([{]/.test(previous)) return null;
  const query = before.slice(at + 1);
  if (/[\n[\]@]/.test(query) || query.startsWith(' ')) return null;
  return { start, query };
}
