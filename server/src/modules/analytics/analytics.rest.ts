import { AnalyticsInput } from '@tm/domain/analytics/analytics.schema';
import { AnalyticsExportInput, AnalyticsTrendsInput } from '@tm/domain/analytics/analytics-trends.schema';
import { Router } from 'express';
import { parseInput } from '../../http/parse-input.ts';
import { handle, requireMember } from '../../http/request-context.ts';
import { memberScope } from '../tasks/task-scope.ts';
import { analyticsOverview } from './analytics.service.ts';
import { analyticsExport } from './analytics-export.service.ts';
import { analyticsTrends } from './analytics-trends.service.ts';

/**
 * `GET /api/analytics?days=7|30|90|365`, `GET /api/analytics/trends?days=` and
 * `GET /api/analytics/export?days=&format=csv` (members only).
 */
export function analyticsRest(): Router {
  const r = Router();
  r.get(
    '/analytics',
    requireMember,
    handle(async (req, res) => {
      const input = parseInput(AnalyticsInput, { ...req.query });
      res.json(await analyticsOverview(req.ctx.em, memberScope(req.ctx.member), input));
    }),
  );
  r.get(
    '/analytics/trends',
    requireMember,
    handle(async (req, res) => {
      const input = parseInput(AnalyticsTrendsInput, { ...req.query });
      res.json(await analyticsTrends(req.ctx.em, memberScope(req.ctx.member), input));
    }),
  );
  r.get(
    '/analytics/export',
    requireMember,
    handle(async (req, res) => {
      const input = parseInput(AnalyticsExportInput, { ...req.query });
      const { filename, csv } = await analyticsExport(req.ctx.em, memberScope(req.ctx.member), input);
      res.set('Content-Type', 'text/csv; charset=utf-8');
      res.set('Content-Disposition', `attachment; filename="${filename}"`);
      res.set('Cache-Control', 'no-store');
      res.send(csv);
    }),
  );
  return r;
}
