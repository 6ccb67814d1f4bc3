import { describe, expect, it } from 'vitest';
import { calendarFileName } from './calendar-file-name.ts';

describe('calendar file name', () => {
  it('keeps letters and digits of any script and joins the rest with dashes', () => {
    expect(calendarFileName('Ana Calendar')).toBe('tasks-Ana-Calendar.ics');
    expect(calendarFileName('Zoë Ölçer 2')).toBe('tasks-Zoë-Ölçer-2.ics');
    expect(calendarFileName('../etc/"passwd"')).toBe('tasks-etc-passwd.ics');
  });

  it('never answers an empty name', () => {
    expect(calendarFileName('🦊')).toBe('tasks-calendar.ics');
  });
});
