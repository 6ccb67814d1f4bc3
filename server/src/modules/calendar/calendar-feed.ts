import ical, { ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import type { CalendarTask } from './calendar.repository.ts';
import { escapeIcalText, icalSafe } from './ical-text.ts';

const STATUS_LABEL = { todo: 'To do', doing: 'In progress', done: 'Done' } as const;
// SEQUENCE must grow with every change and fit a 32-bit integer: seconds since 2020 do both until 2088.
const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1);

/**
 * The day after a `YYYY-MM-DD` date (an all-day event's DTEND is exclusive), or
 * undefined after 9999-12-31: iCalendar years have four digits, and an all-day
 * event without DTEND lasts that one day anyway (RFC 5545 3.6.1).
 */
function nextDay(date: string): string | undefined {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.getUTCFullYear() > 9999 ? undefined : d.toISOString().slice(0, 10);
}

/**
 * An iCalendar feed of the user's tasks as all-day events. UIDs come from the
 * task id so a calendar that refreshes replaces an event instead of adding a
 * copy; SEQUENCE, LAST-MODIFIED and DTSTAMP come from the task's updatedAt so
 * the feed only changes when a task does.
 */
export function buildCalendarFeed(userName: string, tasks: CalendarTask[], appUrl: string): string {
  const calendar = ical({
    name: escapeIcalText(`Task Manager – ${userName}`),
    prodId: { company: 'Task Manager', product: 'Tasks', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // Asks calendar apps to refresh hourly (REFRESH-INTERVAL and X-PUBLISHED-TTL).
    ttl: 60 * 60,
  });
  for (const task of tasks) {
    const updatedAt = new Date(task.updatedAt);
    calendar.createEvent({
      id: `task-${task.id}@taskmanager`,
      allDay: true,
      start: task.dueDate,
      end: nextDay(task.dueDate),
      // ical-generator escapes and folds these; only stray controls are left to remove.
      summary: icalSafe(`${task.ref} ${task.title}`),
      description: icalSafe(
        [
          `Status: ${STATUS_LABEL[task.status]}`,
          `Priority: ${task.priority}`,
          `Owner: ${task.ownerName}`,
          ...(task.assigneeName ? [`Assignee: ${task.assigneeName}`] : []),
        ].join('\n'),
      ),
      // The task's own page (its detail view), not the list.
      url: `${appUrl}/app/tasks/${task.id}`,
      stamp: updatedAt,
      lastModified: updatedAt,
      sequence: Math.max(0, Math.floor((updatedAt.getTime() - SEQUENCE_EPOCH) / 1000)),
      // A due date does not make anyone busy all day.
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}
