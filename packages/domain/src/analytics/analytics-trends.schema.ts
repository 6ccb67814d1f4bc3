import { z } from 'zod';
import type { AnalyticsTrendsOut } from '../api/wire-overviews.schema.ts';
import { AnalyticsInput, type AnalyticsPeriod } from './analytics.schema.ts';

/**
 * Analytics with time (issue 24): per day for the 7- and 30-day periods, per week (7 days
 * from the period's first day) for 90 and 365, so a chart has at most about 53 points.
 */
export type TrendBucket = AnalyticsTrends['bucket'];
export const bucketFor = (days: AnalyticsPeriod): TrendBucket => (days <= 30 ? 'day' : 'week');

/** `GET /api/analytics/trends?days=` and tRPC `analytics.trends`: the overview's period. */
export const AnalyticsTrendsInput = AnalyticsInput;

/** `GET /api/analytics/export?days=&format=csv` and tRPC `analytics.exportCsv`. */
export const AnalyticsExportInput = AnalyticsInput.extend({
  format: z.literal('csv').default('csv'),
});
export type AnalyticsExportInput = z.input<typeof AnalyticsExportInput>;

export type AnalyticsTrends = z.output<typeof AnalyticsTrendsOut>;
export type TrendPoint = AnalyticsTrends['series'][number];
export type LabelBreakdownRow = AnalyticsTrends['byLabel'][number];

export interface AnalyticsCsv {
  filename: string;
  csv: string;
}
