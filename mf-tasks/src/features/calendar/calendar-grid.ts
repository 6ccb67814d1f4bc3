import type { DateOnly } from '@tm/domain/task/date-only';
import {
  addDays,
  addMonths,
  addWeeks,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

/** The calendar shows a month (whole weeks around it) or one week. */
export const CALENDAR_MODES = ['month', 'week'] as const;
export type CalendarMode = (typeof CALENDAR_MODES)[number];

/** Whose tasks: owned by me ("mine"), assigned to me, or every task the list shows. */
export const CALENDAR_SCOPES = ['all', 'mine', 'assigned'] as const;
export type CalendarScope = (typeof CALENDAR_SCOPES)[number];

type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** A date of the calendar as a local Date at midnight (date-fns works on those). */
export function toDate(day: DateOnly): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

const toDateOnly = (date: Date): DateOnly => format(date, 'yyyy-MM-dd') as DateOnly;

/** The days shown, week by week: whole weeks from the week start, for a month or the anchor's week. */
export function calendarWeeks(anchor: DateOnly, mode: CalendarMode, weekStartsOn: number): DateOnly[][] {
  const options = { weekStartsOn: (weekStartsOn % 7) as WeekStart };
  const date = toDate(anchor);
  const first = startOfWeek(mode === 'month' ? startOfMonth(date) : date, options);
  const last = endOfWeek(mode === 'month' ? endOfMonth(date) : date, options);
  const days = eachDayOfInterval({ start: first, end: last }).map(toDateOnly);
  const weeks: DateOnly[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
}

/** The anchor one page earlier (-1) or later (+1): a month or a week. */
export function shiftAnchor(anchor: DateOnly, mode: CalendarMode, step: number): DateOnly {
  const date = toDate(anchor);
  return toDateOnly(mode === 'month' ? addMonths(date, step) : addWeeks(date, step));
}

/** Another day `days` away (arrow keys: ±1 a day, ±7 a week). */
export const moveDay = (day: DateOnly, days: number): DateOnly => toDateOnly(addDays(toDate(day), days));

/** Tasks by due date; tasks without one are not on the calendar. */
export function tasksByDay<T extends { dueDate: string | null }>(tasks: readonly T[]): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  for (const task of tasks) {
    if (!task.dueDate) continue;
    const list = byDay.get(task.dueDate);
    if (list) list.push(task);
    else byDay.set(task.dueDate, [task]);
  }
  return byDay;
}

export function inScope(
  task: { ownerId: string; assigneeId: string | null },
  scope: CalendarScope,
  me: string | null,
): boolean {
  if (scope === 'mine') return task.ownerId === me;
  if (scope === 'assigned') return task.assigneeId === me;
  return true;
}
