// Mail written to the data directory (no SMTP_URL) goes to one mbox file a day, in
// the mboxrd variant that mail clients and `mutt -f` read. One file per mail cost
// 0.7-1 ms of CPU per mail on the benchmark machine (creating a file and renaming
// it), against a few microseconds to append to a file that exists (bench/RESULTS.md).

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The separator line's date, C's asctime in UTC: `Wed Nov 25 09:05:00 2026`. */
function asctime(d: Date): string {
  const day = String(d.getUTCDate()).padStart(2, ' ');
  const time = d.toISOString().slice(11, 19);
  return `${DAYS[d.getUTCDay()]} ${MONTHS[d.getUTCMonth()]} ${day} ${time} ${d.getUTCFullYear()}`;
}

/** The day's spool file name: `2026-11-25.mbox` (UTC). */
export const mboxFileName = (at: Date): string => `${at.toISOString().slice(0, 10)}.mbox`;

/**
 * One message as an mboxrd entry: the `From ` separator line, the message with each
 * line that reads `From ` after any number of `>` quoted by one more `>` (so no line
 * of it can pass for a separator, and readers can take the quote off again), and a
 * blank line. Written with a single append, so entries never interleave.
 */
export function mboxEntry(message: string, at: Date): string {
  const quoted = message.replace(/\r\n/g, '\n').replace(/^(>*From )/gm, '>$1');
  return `From MAILER-DAEMON ${asctime(at)}\n${quoted}${quoted.endsWith('\n') ? '' : '\n'}\n`;
}
