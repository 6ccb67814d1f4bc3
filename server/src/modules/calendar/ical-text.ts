// RFC 5545 TEXT values (3.3.11). ical-generator escapes and folds the event
// properties it writes, but writes the calendar's NAME and X-WR-CALNAME as
// given (11.1.2): a `;`, `,` or line break in a user's name would be read as
// syntax or a new property there. Control characters have no place in a
// content line at all (3.1: only HTAB among them); the input rules refuse them
// now, and rows stored before those rules are cleaned here.

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL_BUT_TAB_OR_LF = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** Text as a content line may carry it: line ends become LF, other controls but tab go. */
export function icalSafe(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(CONTROL_BUT_TAB_OR_LF, '');
}

/** A TEXT value escaped by hand, for the properties ical-generator writes verbatim. */
export function escapeIcalText(text: string): string {
  return icalSafe(text)
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n');
}
