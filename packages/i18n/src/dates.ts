// Dates in the current language: long dates and clock times for the dashboards,
// relative due dates for task rows. date-fns locales; fr and nl weeks start on Monday.
import { differenceInCalendarDays, format, type Locale, parseISO } from 'date-fns';
import { enGB, fr, nl } from 'date-fns/locale';
import { currentLanguage } from './i18n.ts';
import type { Language } from './languages.ts';

// Looked up when called, never captured while this module is evaluated: in a built
// app this module shares a chunk cycle with date-fns' locales, and a page that enters
// the cycle from the other side evaluates this file first, when their bindings are
// still undefined (the task list then lost its week start: "reading 'options'").
const locales = (): Record<Language, Locale> => ({ en: enGB, fr, nl });

export function dateLocale(lang: Language = currentLanguage()): Locale {
  return locales()[lang];
}

/** "Monday 23 November 2026" / "lundi 23 novembre 2026" / "maandag 23 november 2026". */
export function formatLongDate(date: Date | string, lang: Language = currentLanguage()): string {
  return format(toDate(date), 'EEEE d MMMM yyyy', { locale: dateLocale(lang) });
}

/** "14:05:09": 24-hour clock in every language. */
export function formatClock(date: Date): string {
  return format(date, 'HH:mm:ss');
}

/** "23 Nov 2026" / "23 nov. 2026": a compact date for lists. */
export function formatShortDate(date: Date | string, lang: Language = currentLanguage()): string {
  return format(toDate(date), 'd MMM yyyy', { locale: dateLocale(lang) });
}

/**
 * A due date (`YYYY-MM-DD`) relative to today: "today", "tomorrow", "in 3 days",
 * "2 weeks ago", "dans 3 jours", "over 2 weken". Counted in calendar days, so a
 * task due today is never "in 5 hours".
 */
export function formatRelativeDue(
  dueDate: string,
  lang: Language = currentLanguage(),
  now: Date = new Date(),
): string {
  const days = differenceInCalendarDays(toDate(dueDate), now);
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
  const abs = Math.abs(days);
  if (abs < 14) return rtf.format(days, 'day');
  if (abs < 60) return rtf.format(Math.trunc(days / 7), 'week');
  if (abs < 730) return rtf.format(Math.trunc(days / 30), 'month');
  return rtf.format(Math.trunc(days / 365), 'year');
}

function toDate(value: Date | string): Date {
  // A bare `YYYY-MM-DD` is a calendar date: read it in local time, not UTC midnight.
  return typeof value === 'string' ? parseISO(value) : value;
}
