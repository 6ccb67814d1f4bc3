// A vendor's error answer is shown to the user and logged, so it is reduced to
// a short line of plain text. It comes from outside: it is cut to a few KB
// before anything reads it, and no regular expression that can backtrack sees it
// (`/<[^>]*>/g` over 100 KB of unclosed `<` blocked the event loop 14 s).

/** How much of an error answer is looked at; the vendor's message is at its start. */
const ERROR_TEXT_MAX = 8 * 1024;
/** What vendor-http reads of an error answer: the text above plus room for a key that straddles its end. */
export const ERROR_BODY_MAX_BYTES = 2 * ERROR_TEXT_MAX;
const SUMMARY_MAX = 200;

/** The vendor's own error text: short, without markup, and without the key. */
export function vendorErrorSummary(body: string, apiKey: string): string {
  // Scrubbed before the cut, so a key that starts within the kept text goes whole.
  const text = scrub(body.slice(0, ERROR_TEXT_MAX + apiKey.length), apiKey).slice(0, ERROR_TEXT_MAX);
  const plain = stripTags(messageOf(text)).replace(/\s+/g, ' ').trim();
  const short = plain.length > SUMMARY_MAX ? `${plain.slice(0, SUMMARY_MAX)}…` : plain || 'no details';
  // Again: a JSON string may spell the key with escapes that parsing undid.
  return scrub(short, apiKey);
}

/** A JSON error's message field, or the text itself. */
function messageOf(text: string): string {
  try {
    const json = JSON.parse(text) as Record<string, unknown>;
    const found = json.error_human ?? json.error ?? json.message ?? json.description;
    if (typeof found === 'string') return found;
  } catch {
    // Not JSON (or cut): the text itself.
  }
  return text;
}

/**
 * Replaces each `<...>` with a space in one pass, as `/<[^>]*>/g` would
 * (an unclosed `<` and what follows it stay), in time linear in the text.
 */
export function stripTags(text: string): string {
  let out = '';
  let from = 0;
  while (from < text.length) {
    const open = text.indexOf('<', from);
    const close = open < 0 ? -1 : text.indexOf('>', open + 1);
    if (close < 0) break;
    out += `${text.slice(from, open)} `;
    from = close + 1;
  }
  return out + text.slice(from);
}

/** A vendor that echoes the key in an error must not get it shown or logged. */
function scrub(text: string, apiKey: string): string {
  return apiKey ? text.split(apiKey).join('***') : text;
}
