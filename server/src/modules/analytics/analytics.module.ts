import { AnalyticsInput } from '@tm/domain/analytics/analytics.schema';
import { AnalyticsExportInput, AnalyticsTrendsInput } from '@tm/domain/analytics/analytics-trends.schema';
import { AnalyticsOverviewOut, AnalyticsTrendsOut } from '@tm/domain/api/wire-overviews.schema';
import { route } from '../../openapi/route-spec.ts';
import { defineModule } from '../define-module.ts';
import { analyticsRest } from './analytics.rest.ts';
import { analyticsRouter } from './analytics.router.ts';

export const analyticsModule = defineModule({
  name: 'analytics',
  tag: 'Team analytics.',
  adapters: analyticsRest,
  router: analyticsRouter,
  paths: [
    route({
      method: 'get',
      path: '/api/analytics',
      procedure: 'analytics.overview',
      summary: 'Team analytics',
      auth: 'member',
      query: AnalyticsInput,
      responses: { 200: AnalyticsOverviewOut },
    }),
    route({
      method: 'get',
      path: '/api/analytics/trends',
      procedure: 'analytics.trends',
      summary:
        'Team analytics over time: created, completed and overdue per day or week, cycle time, per label',
      auth: 'member',
      query: AnalyticsTrendsInput,
      responses: { 200: AnalyticsTrendsOut },
    }),
    route({
      method: 'get',
      path: '/api/analytics/export',
      procedure: 'analytics.exportCsv',
      summary: 'Team analytics as CSV (section, item, metric, value)',
      auth: 'member',
      query: AnalyticsExportInput,
      responses: { 200: { mediaType: 'text/csv' } },
    }),
  ],
});
