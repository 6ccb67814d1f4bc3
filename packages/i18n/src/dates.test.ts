import { startOfWeek } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { dateLocale, formatClock, formatLongDate, formatRelativeDue } from './dates.ts';

const now = new Date(2026, 10, 23, 14, 5, 9); // Monday 23 November 2026, 14:05:09 local time

describe('dates', () => {
  it('writes long dates in each language', () => {
    expect(formatLongDate(now, 'en')).toBe('Monday 23 November 2026');
    expect(formatLongDate(now, 'fr')).toBe('lundi 23 novembre 2026');
    expect(formatLongDate(now, 'nl')).toBe('maandag 23 november 2026');
    expect(formatLongDate('2026-12-01', 'fr')).toBe('mardi 1 décembre 2026');
  });

  it('shows the clock as HH:mm:ss on 24 hours', () => {
    expect(formatClock(now)).toBe('14:05:09');
    expect(formatClock(new Date(2026, 0, 1, 7, 3, 0))).toBe('07:03:00');
  });

  it('starts the week on Monday in French and Dutch', () => {
    const sunday = new Date(2026, 10, 29);
    expect(startOfWeek(sunday, { locale: dateLocale('fr') }).getDate()).toBe(23);
    expect(startOfWeek(sunday, { locale: dateLocale('nl') }).getDate()).toBe(23);
  });

  it('counts due dates in calendar days, in words of the language', () => {
    expect(formatRelativeDue('2026-11-23', 'en', now)).toBe('today');
    expect(formatRelativeDue('2026-11-24', 'en', now)).toBe('tomorrow');
    expect(formatRelativeDue('2026-11-22', 'fr', now)).toBe('hier');
    expect(formatRelativeDue('2026-11-26', 'fr', now)).toBe('dans 3 jours');
    expect(formatRelativeDue('2026-11-20', 'nl', now)).toBe('3 dagen geleden');
    expect(formatRelativeDue('2026-12-14', 'en', now)).toBe('in 3 weeks');
    expect(formatRelativeDue('2027-03-23', 'en', now)).toBe('in 4 months');
  });
});
