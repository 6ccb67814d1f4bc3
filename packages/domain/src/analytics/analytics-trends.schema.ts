import { z } from 'zod';
import { AnalyticsInput, type AnalyticsPeriod } from './analytics.schema.ts';

/**
 * Analytics with time (issue 24): per day for the 7- and 30-day periods, per week (7 days
 * from the period's first day) for 90 and 365, so a chart has at most about 53 points.
 */
export type TrendBucket = 'day' | 'week';
export const bucketFor = (days: AnalyticsPeriod): TrendBucket => (days <= 30 ? 'day' : 'week');

/** `GET /api/analytics/trends?days=` and tRPC `analytics.trends`: the overview's period. */
export const AnalyticsTrendsInput = AnalyticsInput;

/** `GET /api/analytics/export?days=&format=csv` and tRPC `analytics.exportCsv`. */
export const AnalyticsExportInput = AnalyticsInput.extend({
  format: z.literal('csv').default('csv'),
});
export type AnalyticsExportInput = z.input<typeof AnalyticsExportInput>;

export interface TrendPoint {
  /** First day of the bucket (UTC), YYYY-MM-DD. */
  start: string;
  /** Tasks created in the bucket (and in the period). */
  created: number;
  /** Tasks that became done in the bucket (and in the period), whenever created. */
  completed: number;
  /** Tasks overdue at the end of the bucket's last day (or now, for the current one). */
  overdue: number;
}

export interface LabelBreakdownRow {
  label: { id: string; name: string; color: string };
  total: number;
  done: number;
  active: number;
}

export interface AnalyticsTrends {
  days: AnalyticsPeriod;
  since: string;
  until: string;
  bucket: TrendBucket;
  series: TrendPoint[];
  /**
   * Creation to completion of the period's done tasks (the overview's set: created in
   * the period, done), in seconds; null when none is done.
   */
  cycleTime: {
    count: number;
    averageSeconds: number | null;
    medianSeconds: number | null;
    p85Seconds: number | null;
  };
  /** Tasks of the period per label (a task with two labels counts in both), by total desc, then name. */
  byLabel: LabelBreakdownRow[];
}

export interface AnalyticsCsv {
  filename: string;
  csv: string;
}
