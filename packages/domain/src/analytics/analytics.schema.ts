import { z } from 'zod';
import type { AnalyticsOverviewOut } from '../api/wire-overviews.schema.ts';
import { ProjectFilterSchema } from '../project/project.schema.ts';

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
  /** Some of the reader's projects (`?projectId=` once or repeated); all of them without. */
  projectId: ProjectFilterSchema,
});
export type AnalyticsInput = z.input<typeof AnalyticsInput>;

/** Figures over the tasks created in the last `days` days (DESIGN: the period is applied). */
export type AnalyticsOverview = z.output<typeof AnalyticsOverviewOut>;
export type AnalyticsCounts = AnalyticsOverview['unassigned'];
export type AnalyticsUserRow = AnalyticsOverview['users'][number];
