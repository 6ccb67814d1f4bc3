import { describe, expect, it } from 'vitest';
import { addDaysTo, todayIn } from './date-only.ts';

describe('todayIn', () => {
  const instant = new Date('2026-03-01T23:30:00Z');

  it('answers the calendar date of the given time zone', () => {
    expect(todayIn('UTC', instant)).toBe('2026-03-01');
    expect(todayIn('Europe/Brussels', instant)).toBe('2026-03-02');
    expect(todayIn('America/New_York', instant)).toBe('2026-03-01');
  });

  it('pads months and days', () => {
    expect(todayIn('UTC', new Date('2026-01-05T12:00:00Z'))).toBe('2026-01-05');
  });

  it('uses the runtime zone and the current time by default', () => {
    expect(todayIn()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('addDaysTo', () => {
  it('crosses month and year ends', () => {
    expect(addDaysTo('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysTo('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysTo('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('is not shifted by daylight saving changes', () => {
    expect(addDaysTo('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDaysTo('2026-10-24', 7)).toBe('2026-10-31');
  });
});
