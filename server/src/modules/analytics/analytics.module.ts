import { AnalyticsExportInput } from '@tm/domain/analytics/analytics-trends.schema';
import { defineModule } from '../define-module.ts';
import { route } from '../route-spec.ts';
import { analyticsEndpoints } from './analytics.endpoints.ts';
import { analyticsRest } from './analytics.rest.ts';

export const analyticsModule = defineModule({
  name: 'analytics',
  tag: 'Team analytics.',
  endpoints: analyticsEndpoints,
  adapters: analyticsRest,
  paths: [
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
