import type { EntityManager } from '@mikro-orm/postgresql';
import type { AnalyticsCsv, AnalyticsExportInput } from '@tm/domain/analytics/analytics-trends.schema';
import type { z } from 'zod';
import type { TaskScope } from '../tasks/task-scope.ts';
import { analyticsOverview } from './analytics.service.ts';
import { analyticsCsv } from './analytics-csv.ts';
import { analyticsTrends } from './analytics-trends.service.ts';

/** The overview and the trends of one moment, as CSV (REST and tRPC answer the same text). */
export async function analyticsExport(
  em: EntityManager,
  scope: TaskScope,
  input: z.output<typeof AnalyticsExportInput>,
  now: Date = new Date(),
): Promise<AnalyticsCsv> {
  const overview = await analyticsOverview(em, scope, { days: input.days }, now);
  const trends = await analyticsTrends(em, scope, { days: input.days }, now);
  return analyticsCsv(overview, trends);
}
