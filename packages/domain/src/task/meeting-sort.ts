import { priorityRank } from './priority-order.ts';
import type { TaskPriority } from './task.schema.ts';

export interface MeetingSortable {
  priority: TaskPriority | null | undefined;
  dueDate: string | null;
}

/** SPEC meeting mode: by priority (urgent, high, medium, low; missing = medium), then due date ascending, undated last. */
export function compareForMeeting(a: MeetingSortable, b: MeetingSortable): number {
  const byPriority = priorityRank(a.priority) - priorityRank(b.priority);
  if (byPriority !== 0) return byPriority;
  if (a.dueDate === b.dueDate) return 0;
  if (a.dueDate === null) return 1;
  if (b.dueDate === null) return -1;
  return a.dueDate < b.dueDate ? -1 : 1;
}

/** A sorted copy (stable: equal tasks keep their input order). */
export function sortForMeeting<T extends MeetingSortable>(tasks: readonly T[]): T[] {
  return [...tasks].sort(compareForMeeting);
}
