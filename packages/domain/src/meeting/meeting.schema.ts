import type { TaskPriority, TaskStatus } from '../task/task.schema.ts';

/** The meeting screen lists at most this many critical tasks; the counter still counts them all. */
export const MEETING_CRITICAL_LIMIT = 50;

/** A critical task as the meeting screen shows it: the team sees full titles, never user ids or e-mails. */
export interface MeetingTask {
  id: string;
  title: string;
  status: TaskStatus;
  priority: TaskPriority;
  dueDate: string | null;
  assignee: { name: string; avatar: string } | null;
}

/**
 * DESIGN: critical = urgent or high and not done; awaiting approval = clientApproval
 * pending and not done. `critical` is sorted by priority, then due date (none last).
 */
export interface MeetingOverview {
  counts: { critical: number; inProgress: number; awaitingApproval: number };
  critical: MeetingTask[];
}
