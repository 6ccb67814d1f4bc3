import { describe, expect, it } from 'vitest';
import {
  addDays,
  dueDigest,
  dueTaskReminder,
  localDay,
  localInstant,
  nextReminderAt,
  planReminders,
  type ReminderSettingsOf,
  type ReminderTask,
} from './reminder-planner.ts';

const settings = (timeZone: string, more: Partial<ReminderSettingsOf> = {}): ReminderSettingsOf => ({
  remindDaysBefore: 1,
  remindHour: 9,
  timeZone,
  overdueDigest: true,
  ...more,
});
const task = (dueDate: string, more: Partial<ReminderTask> = {}): ReminderTask => ({
  id: 't1',
  dueDate,
  status: 'todo',
  recipientId: 'u1',
  ...more,
});
const at = (iso: string) => new Date(iso);
/** The reminder due at `now`, as kind@day. */
const due = (now: string, t: ReminderTask, s: ReminderSettingsOf) => {
  const r = dueTaskReminder(at(now), t, s);
  return r ? `${r.kind}@${r.localDay}` : null;
};

describe('local days and hours', () => {
  it('moves days across month and year ends and leap days', () => {
    expect(addDays('2026-12-01', -1)).toBe('2026-11-30');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addDays('2026-01-31', 7)).toBe('2026-02-07');
  });

  it('knows the day in each zone for one instant', () => {
    const now = at('2026-11-30T20:00:00Z');
    expect(localDay(now, 'Pacific/Auckland')).toBe('2026-12-01');
    expect(localDay(now, 'Europe/Brussels')).toBe('2026-11-30');
    expect(localDay(now, 'America/Los_Angeles')).toBe('2026-11-30');
  });

  it('puts 09:00 at the right instant on both sides of a daylight-saving change', () => {
    // Brussels: CET (+1) on 28 March 2026, CEST (+2) from 29 March.
    expect(localInstant('2026-03-28', 9, 'Europe/Brussels').toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(localInstant('2026-03-29', 9, 'Europe/Brussels').toISOString()).toBe('2026-03-29T07:00:00.000Z');
    // 02:00 does not exist on 29 March in Brussels: the first instant after the gap.
    expect(localInstant('2026-03-29', 2, 'Europe/Brussels').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    // Auckland leaves daylight time (+13 -> +12) on 5 April 2026.
    expect(localInstant('2026-04-04', 9, 'Pacific/Auckland').toISOString()).toBe('2026-04-03T20:00:00.000Z');
    expect(localInstant('2026-04-05', 9, 'Pacific/Auckland').toISOString()).toBe('2026-04-04T21:00:00.000Z');
    // Los Angeles: PDT (-7) until 1 November 2026, PST (-8) that day.
    expect(localInstant('2026-10-31', 9, 'America/Los_Angeles').toISOString()).toBe(
      '2026-10-31T16:00:00.000Z',
    );
    expect(localInstant('2026-11-01', 9, 'America/Los_Angeles').toISOString()).toBe(
      '2026-11-01T17:00:00.000Z',
    );
  });
});

describe('a task reminder', () => {
  it('comes N days before at the local hour, then on the due day, in Pacific/Auckland', () => {
    const s = settings('Pacific/Auckland');
    const t = task('2026-12-01');
    // 09:00 on 30 November in Auckland (+13) is 20:00 UTC on 29 November.
    expect(due('2026-11-29T19:59:59Z', t, s)).toBeNull();
    expect(due('2026-11-29T20:00:00Z', t, s)).toBe('before@2026-11-30');
    expect(due('2026-11-30T19:59:00Z', t, s)).toBe('before@2026-11-30');
    expect(due('2026-11-30T20:00:00Z', t, s)).toBe('due@2026-12-01');
    // Once 1 December is over in Auckland the task is overdue: the digest's business.
    expect(due('2026-12-01T11:00:00Z', t, s)).toBeNull();
  });

  it('follows the member’s zone: the same task is reminded at other instants in Los Angeles', () => {
    const s = settings('America/Los_Angeles', { remindDaysBefore: 3 });
    const t = task('2026-12-01');
    expect(nextReminderAt(at('2026-11-01T00:00:00Z'), t, s)?.toISOString()).toBe('2026-11-28T17:00:00.000Z');
    expect(due('2026-11-28T16:59:00Z', t, s)).toBeNull();
    expect(due('2026-11-28T17:00:00Z', t, s)).toBe('before@2026-11-28');
    expect(due('2026-12-01T17:00:00Z', t, s)).toBe('due@2026-12-01');
    // Still 1 December in Los Angeles at 07:59 UTC on the 2nd.
    expect(due('2026-12-02T07:59:00Z', t, s)).toBe('due@2026-12-01');
    expect(due('2026-12-02T08:00:00Z', t, s)).toBeNull();
  });

  it('is at 09:00 local on a daylight-saving change day in Europe/Brussels', () => {
    const s = settings('Europe/Brussels');
    const t = task('2026-03-29');
    expect(due('2026-03-28T07:59:00Z', t, s)).toBeNull();
    expect(due('2026-03-28T08:00:00Z', t, s)).toBe('before@2026-03-28');
    // The due day is a 23-hour day: 09:00 CEST is 07:00 UTC.
    expect(due('2026-03-29T06:59:00Z', t, s)).toBe('before@2026-03-28');
    expect(due('2026-03-29T07:00:00Z', t, s)).toBe('due@2026-03-29');
  });

  it('crosses month ends: due on 1 March, reminded on the last day of February', () => {
    const s = settings('Europe/Brussels', { remindDaysBefore: 2 });
    expect(due('2027-02-27T08:00:00Z', task('2027-03-01'), s)).toBe('before@2027-02-27');
    expect(due('2028-02-28T08:00:00Z', task('2028-03-01'), s)).toBe('before@2028-02-28');
  });

  it('comes only on the due day with 0 days before', () => {
    const s = settings('UTC', { remindDaysBefore: 0 });
    expect(due('2026-11-30T12:00:00Z', task('2026-12-01'), s)).toBeNull();
    expect(due('2026-12-01T09:00:00Z', task('2026-12-01'), s)).toBe('due@2026-12-01');
  });

  it('never comes for a done task', () => {
    const s = settings('UTC');
    expect(due('2026-12-01T10:00:00Z', task('2026-12-01', { status: 'done' }), s)).toBeNull();
    expect(nextReminderAt(at('2026-11-01T00:00:00Z'), task('2026-12-01', { status: 'done' }), s)).toBeNull();
  });

  it('catches up once after downtime: only the latest missed slot, never a burst', () => {
    const s = settings('UTC', { remindDaysBefore: 3 });
    const t = task('2026-12-10');
    // Down from before the early reminder (7 Dec 09:00) until the due day's afternoon:
    // one reminder, the due day's, not the early one too.
    expect(due('2026-12-10T15:00:00Z', t, s)).toBe('due@2026-12-10');
    // Back on the 8th: the early reminder of the 7th, once (its key is its day).
    expect(due('2026-12-08T15:00:00Z', t, s)).toBe('before@2026-12-07');
    // Down until after the due day: nothing late; the task is overdue.
    expect(due('2026-12-11T15:00:00Z', t, s)).toBeNull();
  });

  it('is re-planned when the due date moves after a reminder was planned', () => {
    const s = settings('Europe/Brussels');
    const planned = task('2026-12-05');
    expect(nextReminderAt(at('2026-12-01T00:00:00Z'), planned, s)?.toISOString()).toBe(
      '2026-12-04T08:00:00.000Z',
    );
    expect(due('2026-12-04T08:00:00Z', planned, s)).toBe('before@2026-12-04');
    // Moved to the 8th: the next reminder is the 7th's, with a new key.
    const moved = task('2026-12-08');
    expect(due('2026-12-04T09:00:00Z', moved, s)).toBeNull();
    expect(nextReminderAt(at('2026-12-04T09:00:00Z'), moved, s)?.toISOString()).toBe(
      '2026-12-07T08:00:00.000Z',
    );
    expect(due('2026-12-07T08:00:00Z', moved, s)).toBe('before@2026-12-07');
  });
});

describe('the overdue digest', () => {
  const tasks = [
    task('2026-11-20', { id: 'old' }),
    task('2026-11-29', { id: 'newer' }),
    task('2026-11-30', { id: 'today' }),
    task('2026-11-01', { id: 'done', status: 'done' }),
    task('2026-11-01', { id: 'someone-else', recipientId: 'u2' }),
  ];

  it('lists the member’s open tasks due before today, from the local hour on', () => {
    const s = settings('Europe/Brussels');
    expect(dueDigest(at('2026-11-30T07:59:00Z'), 'u1', s, tasks)).toBeNull();
    expect(dueDigest(at('2026-11-30T08:00:00Z'), 'u1', s, tasks)).toEqual({
      userId: 'u1',
      localDay: '2026-11-30',
      at: at('2026-11-30T08:00:00Z'),
      taskIds: ['old', 'newer'],
    });
  });

  it('counts “today” in the member’s zone: in Auckland the 30th is already overdue', () => {
    const digest = dueDigest(at('2026-11-30T20:00:00Z'), 'u1', settings('Pacific/Auckland'), tasks);
    expect(digest).toMatchObject({ localDay: '2026-12-01', taskIds: ['old', 'newer', 'today'] });
  });

  it('is off when turned off, and absent with nothing overdue', () => {
    expect(
      dueDigest(at('2026-11-30T12:00:00Z'), 'u1', settings('UTC', { overdueDigest: false }), tasks),
    ).toBeNull();
    expect(dueDigest(at('2026-11-30T12:00:00Z'), 'u3', settings('UTC'), tasks)).toBeNull();
  });

  it('is planned with the task reminders for every member at once', () => {
    const plan = planReminders(
      at('2026-11-30T12:00:00Z'),
      new Map([
        ['u1', settings('UTC')],
        ['u2', settings('UTC', { overdueDigest: false })],
      ]),
      [...tasks, task('2026-12-01', { id: 'tomorrow' })],
    );
    expect(plan.reminders.map((r) => `${r.taskId}:${r.kind}@${r.localDay}`).sort()).toEqual([
      'today:due@2026-11-30',
      'tomorrow:before@2026-11-30',
    ]);
    expect(plan.digests.map((d) => d.userId)).toEqual(['u1']);
  });
});
