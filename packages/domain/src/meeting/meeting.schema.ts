import type { TaskPriority, TaskStatus } from '../task/task.schema.ts';

/**
 * The meeting screen receives at most this many critical tasks and pages through them (issue 24:
 * it used to stop at 50); the counter still counts them all. Read from the partial index
 * tasks_open_priority, so the cost is this many rows per priority, not every open task.
 */
export const MEETING_CRITICAL_LIMIT = 500;

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
