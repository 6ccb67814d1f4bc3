import { describe, expect, it } from 'vitest';
import { anchorDayOf, nextOccurrenceDate } from './recurrence.ts';

/** Follows a series for `n` occurrences, as the server does when each one is completed. */
function series(start: string, pattern: Parameters<typeof nextOccurrenceDate>[1], n: number): string[] {
  const anchor = anchorDayOf(start);
  const dates = [start];
  for (let i = 1; i < n; i++) dates.push(nextOccurrenceDate(dates[i - 1]!, pattern, anchor));
  return dates;
}

describe('nextOccurrenceDate', () => {
  it('daily adds one day, across month and year ends', () => {
    expect(nextOccurrenceDate('2026-03-10', 'daily')).toBe('2026-03-11');
    expect(nextOccurrenceDate('2026-02-28', 'daily')).toBe('2026-03-01');
    expect(nextOccurrenceDate('2028-02-28', 'daily')).toBe('2028-02-29');
    expect(nextOccurrenceDate('2026-12-31', 'daily')).toBe('2027-01-01');
  });

  it('weekdays skips Saturday and Sunday', () => {
    // 2026-03-09 is a Monday.
    expect(nextOccurrenceDate('2026-03-09', 'weekdays')).toBe('2026-03-10');
    expect(nextOccurrenceDate('2026-03-12', 'weekdays')).toBe('2026-03-13'); // Thu -> Fri
    expect(nextOccurrenceDate('2026-03-13', 'weekdays')).toBe('2026-03-16'); // Fri -> Mon
    expect(nextOccurrenceDate('2026-03-14', 'weekdays')).toBe('2026-03-16'); // Sat -> Mon
    expect(nextOccurrenceDate('2026-03-15', 'weekdays')).toBe('2026-03-16'); // Sun -> Mon
    expect(nextOccurrenceDate('2026-01-30', 'weekdays')).toBe('2026-02-02'); // Fri -> Mon across a month end
  });

  it('weekly and biweekly add 7 and 14 days', () => {
    expect(nextOccurrenceDate('2026-03-10', 'weekly')).toBe('2026-03-17');
    expect(nextOccurrenceDate('2026-12-28', 'weekly')).toBe('2027-01-04');
    expect(nextOccurrenceDate('2026-03-10', 'biweekly')).toBe('2026-03-24');
    expect(nextOccurrenceDate('2026-02-20', 'biweekly')).toBe('2026-03-06');
  });

  it('monthly keeps the day of month', () => {
    expect(nextOccurrenceDate('2026-03-15', 'monthly')).toBe('2026-04-15');
    expect(nextOccurrenceDate('2026-12-05', 'monthly')).toBe('2027-01-05');
  });

  it('monthly clamps to short months and returns to the anchor day', () => {
    expect(series('2026-01-31', 'monthly', 5)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
    expect(series('2028-01-30', 'monthly', 3)).toEqual(['2028-01-30', '2028-02-29', '2028-03-30']);
  });

  it("monthly without an anchor uses the given date's day", () => {
    expect(nextOccurrenceDate('2026-02-28', 'monthly')).toBe('2026-03-28');
    expect(nextOccurrenceDate('2026-01-31', 'monthly')).toBe('2026-02-28');
  });

  it('yearly keeps month and day, Feb 29 series fall on Feb 28 in common years', () => {
    expect(nextOccurrenceDate('2026-07-14', 'yearly')).toBe('2027-07-14');
    expect(series('2028-02-29', 'yearly', 6)).toEqual([
      '2028-02-29',
      '2029-02-28',
      '2030-02-28',
      '2031-02-28',
      '2032-02-29',
      '2033-02-28',
    ]);
  });

  it('yearly leap-year rules: century years are common unless divisible by 400', () => {
    expect(nextOccurrenceDate('2099-02-28', 'yearly', 29)).toBe('2100-02-28');
    expect(nextOccurrenceDate('2399-02-28', 'yearly', 29)).toBe('2400-02-29');
  });
});

describe('anchorDayOf', () => {
  it('is the day of month', () => {
    expect(anchorDayOf('2026-01-31')).toBe(31);
    expect(anchorDayOf('2028-02-29')).toBe(29);
    expect(anchorDayOf('2026-03-01')).toBe(1);
  });
});
