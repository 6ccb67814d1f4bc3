import { TZDate } from '@date-fns/tz';

// The reminder planner (issue 20): pure, given the time as an argument, so tests set
// the clock and the sweep (reminder.jobs.ts) passes the real one. It answers what is
// due at `now`; whether it was already sent is the database's unique key's business
// (reminder_deliveries), so planning the same minute twice, or on two instances,
// sends nothing twice.
//
// Rules:
// - a task's slots are its due day minus `remindDaysBefore` days (when that is more
//   than 0) and its due day, each at `remindHour` o'clock in the member's zone;
// - only the LATEST slot that has passed is due, and only until the task is overdue
//   in the member's zone: after downtime a missed slot sends one reminder, never a
//   burst of old ones, and an overdue task is left to the digest;
// - the digest is today's, at the same local hour, listing every open task whose due
//   day is before today in the member's zone; a missed day is not sent later;
// - the plan is computed from the task as it is now: a moved due date, a new assignee
//   or a task done re-plans it (a slot's key carries its day, so a moved due date
//   makes new keys).

export interface ReminderSettingsOf {
  remindDaysBefore: number;
  remindHour: number;
  timeZone: string;
  overdueDigest: boolean;
}

export interface ReminderTask {
  id: string;
  /** YYYY-MM-DD, a day without a zone: the member's own calendar day. */
  dueDate: string;
  status: string;
  /** The assignee, or the owner when nobody is assigned. */
  recipientId: string;
}

type TaskReminderKind = 'before' | 'due';

interface ReminderSlot {
  kind: TaskReminderKind;
  /** The member's local day the slot falls on (part of its once-only key). */
  localDay: string;
  at: Date;
}

export interface PlannedReminder extends ReminderSlot {
  taskId: string;
  userId: string;
}

export interface PlannedDigest {
  userId: string;
  localDay: string;
  at: Date;
  /** The overdue tasks, earliest due date first. */
  taskIds: string[];
}

const DAY_MS = 86_400_000;

/** `day` (YYYY-MM-DD) moved by `days`, across month and year ends. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar day `now` falls on in `zone`. */
export function localDay(now: Date, zone: string): string {
  const d = new TZDate(now.getTime(), zone);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The instant of `hour` o'clock on `day` in `zone`. An hour that does not exist that
 * day (the spring daylight-saving gap) is the first instant after the gap.
 */
export function localInstant(day: string, hour: number, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, hour, 0, 0, zone).getTime());
}

/** A task's reminder slots in time order: the early one (when `remindDaysBefore` > 0), then the due day's. */
function reminderSlots(dueDate: string, settings: ReminderSettingsOf): ReminderSlot[] {
  const slot = (kind: TaskReminderKind, day: string): ReminderSlot => ({
    kind,
    localDay: day,
    at: localInstant(day, settings.remindHour, settings.timeZone),
  });
  const slots: ReminderSlot[] = [];
  if (settings.remindDaysBefore > 0) slots.push(slot('before', addDays(dueDate, -settings.remindDaysBefore)));
  slots.push(slot('due', dueDate));
  return slots;
}

/** The reminder due for one task at `now`, or null (done, overdue, or no slot passed yet). */
export function dueTaskReminder(
  now: Date,
  task: ReminderTask,
  settings: ReminderSettingsOf,
): PlannedReminder | null {
  if (task.status === 'done') return null;
  if (localDay(now, settings.timeZone) > task.dueDate) return null;
  const passed = reminderSlots(task.dueDate, settings).filter((s) => s.at.getTime() <= now.getTime());
  const latest = passed.at(-1);
  return latest ? { ...latest, taskId: task.id, userId: task.recipientId } : null;
}

/** When the task's next reminder will be due after `now`, or null when none is left. */
export function nextReminderAt(now: Date, task: ReminderTask, settings: ReminderSettingsOf): Date | null {
  if (task.status === 'done') return null;
  return reminderSlots(task.dueDate, settings).find((s) => s.at.getTime() > now.getTime())?.at ?? null;
}

/** Today's overdue digest of one member at `now`, or null (turned off, before the hour, nothing overdue). */
export function dueDigest(
  now: Date,
  userId: string,
  settings: ReminderSettingsOf,
  tasks: readonly ReminderTask[],
): PlannedDigest | null {
  if (!settings.overdueDigest) return null;
  const today = localDay(now, settings.timeZone);
  const at = localInstant(today, settings.remindHour, settings.timeZone);
  if (at.getTime() > now.getTime()) return null;
  const overdue = tasks
    .filter((t) => t.recipientId === userId && t.status !== 'done' && t.dueDate < today)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id));
  return overdue.length > 0 ? { userId, localDay: today, at, taskIds: overdue.map((t) => t.id) } : null;
}

/** Everything due at `now` for these tasks and their recipients' settings. */
export function planReminders(
  now: Date,
  settingsOf: ReadonlyMap<string, ReminderSettingsOf>,
  tasks: readonly ReminderTask[],
): { reminders: PlannedReminder[]; digests: PlannedDigest[] } {
  const reminders: PlannedReminder[] = [];
  for (const task of tasks) {
    const settings = settingsOf.get(task.recipientId);
    const due = settings ? dueTaskReminder(now, task, settings) : null;
    if (due) reminders.push(due);
  }
  const digests: PlannedDigest[] = [];
  for (const [userId, settings] of settingsOf) {
    const digest = dueDigest(now, userId, settings, tasks);
    if (digest) digests.push(digest);
  }
  return { reminders, digests };
}

const pad = (n: number) => String(n).padStart(2, '0');
