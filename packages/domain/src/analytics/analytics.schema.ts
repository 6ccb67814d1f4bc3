import { z } from 'zod';
import type { TaskPriority } from '../task/task.schema.ts';

/** SPEC 9: the analytics screen offers these periods, in days. */
export const ANALYTICS_PERIODS = [7, 30, 90, 365] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30;

const PeriodSchema = z.union(
  ANALYTICS_PERIODS.map((d) => z.literal(d)) as [
    z.ZodLiteral<7>,
    z.ZodLiteral<30>,
    z.ZodLiteral<90>,
    z.ZodLiteral<365>,
  ],
);

/**
 * `days` arrives as a number over tRPC and as a string in `GET /api/analytics?days=30`;
 * anything but the four periods is refused (400) rather than silently defaulted.
 */
export const AnalyticsInput = z.strictObject({
  days: z
    .preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), PeriodSchema)
    .default(DEFAULT_ANALYTICS_PERIOD),
});
export type AnalyticsInput = z.input<typeof AnalyticsInput>;

export interface AnalyticsCounts {
  total: number;
  done: number;
  active: number;
}

export interface AnalyticsUserRow extends AnalyticsCounts {
  user: { id: string; name: string; avatar: string };
  /** done / total in percent, no decimals. */
  completionRate: number;
}

/** Figures over the tasks created in the last `days` days (DESIGN: the period is applied). */
export interface AnalyticsOverview {
  days: AnalyticsPeriod;
  /** Start of the period (inclusive) and the moment the figures were computed, ISO 8601 UTC. */
  since: string;
  until: string;
  total: number;
  done: number;
  /** done / total in percent, one decimal; 0 with no tasks. */
  completionRate: number;
  /** Mean hours from creation to completion of the done tasks, one decimal; null when none is done. */
  averageCompletionHours: number | null;
  overdue: number;
  /** Active (not done) tasks by status and by priority. */
  byStatus: { todo: number; doing: number };
  byPriority: Record<TaskPriority, number>;
  /** One row per assignee with tasks in the period: total desc, then name, then id. */
  users: AnalyticsUserRow[];
  /** Tasks of the period nobody is assigned to (not in `users`). */
  unassigned: AnalyticsCounts;
}
