import { describe, expect, it } from 'vitest';
import { calendarWeeks, inScope, moveDay, shiftAnchor, tasksByDay } from './calendar-grid.ts';

describe('calendarWeeks', () => {
  it('covers a month in whole weeks starting Monday (fr, nl)', () => {
    const weeks = calendarWeeks('2026-11-26', 'month', 1);
    expect(weeks[0]![0]).toBe('2026-10-26');
    expect(weeks.at(-1)!.at(-1)).toBe('2026-12-06');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('starts weeks on Sunday for en', () => {
    const weeks = calendarWeeks('2026-11-26', 'month', 0);
    expect(weeks[0]![0]).toBe('2026-11-01');
    expect(weeks.at(-1)!.at(-1)).toBe('2026-12-05');
  });

  it('shows one week around the anchor in week mode, across a month end', () => {
    expect(calendarWeeks('2026-12-31', 'week', 1)).toEqual([
      ['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03'],
    ]);
  });

  it('keeps calendar days across a daylight-saving change', () => {
    const [week] = calendarWeeks('2026-03-29', 'week', 1);
    expect(week).toEqual([
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-26',
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
    ]);
  });
});

describe('moving around', () => {
  it('pages by month or week and moves by days', () => {
    expect(shiftAnchor('2026-01-31', 'month', 1)).toBe('2026-02-28');
    expect(shiftAnchor('2026-01-01', 'week', -1)).toBe('2025-12-25');
    expect(moveDay('2026-02-28', 1)).toBe('2026-03-01');
    expect(moveDay('2026-03-01', -7)).toBe('2026-02-22');
  });
});

describe('tasks on days', () => {
  const tasks = [
    { id: 'a', dueDate: '2026-11-26', ownerId: 'me', assigneeId: null },
    { id: 'b', dueDate: '2026-11-26', ownerId: 'other', assigneeId: 'me' },
    { id: 'c', dueDate: null, ownerId: 'me', assigneeId: 'me' },
  ];
  it('groups by due date and leaves undated tasks out', () => {
    const byDay = tasksByDay(tasks);
    expect(byDay.get('2026-11-26')!.map((t) => t.id)).toEqual(['a', 'b']);
    expect(byDay.size).toBe(1);
  });
  it('scopes to mine, assigned to me or all', () => {
    expect(tasks.filter((t) => inScope(t, 'mine', 'me')).map((t) => t.id)).toEqual(['a', 'c']);
    expect(tasks.filter((t) => inScope(t, 'assigned', 'me')).map((t) => t.id)).toEqual(['b', 'c']);
    expect(tasks.filter((t) => inScope(t, 'all', 'me'))).toHaveLength(3);
  });
});
