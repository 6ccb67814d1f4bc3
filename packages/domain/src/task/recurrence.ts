import { addDays, addWeeks, format, getDaysInMonth, isSaturday, isSunday, parseISO } from 'date-fns';
import type { DateOnly } from './date-only.ts';
import type { RecurrencePattern } from './task.schema.ts';

/** The day of month a series keeps returning to (DESIGN: recurrence). */
export function anchorDayOf(date: DateOnly): number {
  return parseISO(date).getDate();
}

/** Year and month (0-based) shifted by whole months, with the day clamped to that month's length. */
function clampedDate(year: number, month: number, anchorDay: number): Date {
  const first = new Date(year, month, 1);
  return new Date(first.getFullYear(), first.getMonth(), Math.min(anchorDay, getDaysInMonth(first)));
}

/**
 * The next occurrence's due date after `from` (the previous scheduled due date,
 * or the completion date when there was none). Monthly and yearly series keep
 * `anchorDay` (default: `from`'s own day), clamped to short months and returning
 * to it when a month allows: Jan 31, Feb 28, Mar 31; a Feb 29 series falls on
 * Feb 28 in common years and on Feb 29 again in leap years.
 */
export function nextOccurrenceDate(from: DateOnly, pattern: RecurrencePattern, anchorDay?: number): DateOnly {
  const date = parseISO(from);
  const anchor = anchorDay ?? date.getDate();
  let next: Date;
  switch (pattern) {
    case 'daily':
      next = addDays(date, 1);
      break;
    case 'weekdays':
      next = addDays(date, 1);
      while (isSaturday(next) || isSunday(next)) next = addDays(next, 1);
      break;
    case 'weekly':
      next = addWeeks(date, 1);
      break;
    case 'biweekly':
      next = addWeeks(date, 2);
      break;
    case 'monthly':
      next = clampedDate(date.getFullYear(), date.getMonth() + 1, anchor);
      break;
    case 'yearly':
      next = clampedDate(date.getFullYear() + 1, date.getMonth(), anchor);
      break;
  }
  return format(next, 'yyyy-MM-dd');
}
