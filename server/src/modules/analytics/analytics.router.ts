import { AnalyticsInput } from '@tm/domain/analytics/analytics.schema';
import { AnalyticsExportInput, AnalyticsTrendsInput } from '@tm/domain/analytics/analytics-trends.schema';
import { memberProcedure, router } from '../../trpc/init.ts';
import { memberScope } from '../tasks/task-scope.ts';
import { analyticsOverview } from './analytics.service.ts';
import { analyticsExport } from './analytics-export.service.ts';
import { analyticsTrends } from './analytics-trends.service.ts';

export const analyticsRouter = router({
  overview: memberProcedure
    .input(AnalyticsInput)
    .query(({ ctx, input }) => analyticsOverview(ctx.em, memberScope(ctx.member), input)),
  trends: memberProcedure
    .input(AnalyticsTrendsInput)
    .query(({ ctx, input }) => analyticsTrends(ctx.em, memberScope(ctx.member), input)),
  /** The same CSV as GET /api/analytics/export, as `{ filename, csv }`. */
  exportCsv: memberProcedure
    .input(AnalyticsExportInput)
    .query(({ ctx, input }) => analyticsExport(ctx.em, memberScope(ctx.member), input)),
});
