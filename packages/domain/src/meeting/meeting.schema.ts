import type { z } from 'zod';
import type { MeetingOverviewOut } from '../api/wire-overviews.schema.ts';

/**
 * The meeting screen receives at most this many critical tasks and pages through them (issue 24:
 * it used to stop at 50); the counter still counts them all. Read from the partial index
 * tasks_open_priority, so the cost is this many rows per priority, not every open task.
 */
export const MEETING_CRITICAL_LIMIT = 500;

/**
 * DESIGN: critical = urgent or high and not done; awaiting approval = clientApproval
 * pending and not done. `critical` is sorted by priority, then due date (none last).
 */
export type MeetingOverview = z.output<typeof MeetingOverviewOut>;
/** A critical task as the meeting screen shows it: the team sees full titles, never user ids or e-mails. */
export type MeetingTask = MeetingOverview['critical'][number];
