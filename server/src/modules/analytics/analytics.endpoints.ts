import { AnalyticsInput } from '@tm/domain/analytics/analytics.schema';
import { AnalyticsExportInput, AnalyticsTrendsInput } from '@tm/domain/analytics/analytics-trends.schema';
import { AnalyticsOverviewOut, AnalyticsTrendsOut } from '@tm/domain/api/wire-overviews.schema';
import { endpoint } from '../endpoint.ts';
import { listScope } from '../tasks/task-scope.ts';
import { analyticsOverview } from './analytics.service.ts';
import { analyticsExport } from './analytics-export.service.ts';
import { analyticsTrends } from './analytics-trends.service.ts';

export const analyticsEndpoints = {
  overview: endpoint({
    auth: 'member',
    summary: 'Team analytics',
    input: AnalyticsInput,
    rest: {
      method: 'get',
      path: '/api/analytics',
      query: AnalyticsInput,
      responses: { 200: AnalyticsOverviewOut },
    },
    handler: (ctx, input) => analyticsOverview(ctx.em, listScope(ctx.member, input.projectId), input),
  }),
  trends: endpoint({
    auth: 'member',
    summary:
      'Team analytics over time: created, completed and overdue per day or week, cycle time, per label',
    input: AnalyticsTrendsInput,
    rest: {
      method: 'get',
      path: '/api/analytics/trends',
      query: AnalyticsTrendsInput,
      responses: { 200: AnalyticsTrendsOut },
    },
    handler: (ctx, input) => analyticsTrends(ctx.em, listScope(ctx.member, input.projectId), input),
  }),
  // The same CSV as GET /api/analytics/export (an adapter: a download), as `{ filename, csv }`.
  exportCsv: endpoint({
    auth: 'member',
    kind: 'query',
    summary: 'Team analytics as CSV, as its file name and text',
    input: AnalyticsExportInput,
    handler: (ctx, input) => analyticsExport(ctx.em, listScope(ctx.member, input.projectId), input),
  }),
};
