/** A calendar date without time, `YYYY-MM-DD` (DESIGN: data shapes). */
export type DateOnly = string;

/**
 * Today's calendar date in a time zone (the runtime's own when omitted). Due
 * dates carry no time, so "before today" must be decided on dates, not instants.
 */
export function todayIn(timeZone?: string, now: Date = new Date()): DateOnly {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * Adds whole days to a date-only value. Calendar arithmetic on a UTC date, so
 * immune to DST shifts; no date library, so the screens that only compare due
 * dates do not download one.
 */
export function addDaysTo(date: DateOnly, days: number): DateOnly {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
