/** `tasks-{name}.ics`, keeping letters and digits of any script: the feed's download name. */
export function calendarFileName(userName: string): string {
  const safe = userName
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `tasks-${safe || 'calendar'}.ics`;
}
