import { AnalyticsExportInput } from '@tm/domain/analytics/analytics-trends.schema';
import { Router } from 'express';
import { parseInput } from '../../http/parse-input.ts';
import { handle, requireMember } from '../../http/request-context.ts';
import { listScope } from '../tasks/task-scope.ts';
import { analyticsExport } from './analytics-export.service.ts';

/**
 * `GET /api/analytics/export?days=&format=csv` (members only): not an endpoint row,
 * its answer is a CSV download (headers and text), not JSON.
 */
export function analyticsRest(): Router {
  const r = Router();
  r.get(
    '/analytics/export',
    requireMember,
    handle(async (req, res) => {
      const input = parseInput(AnalyticsExportInput, { ...req.query });
      const { filename, csv } = await analyticsExport(
        req.ctx.em,
        listScope(req.ctx.member, input.projectId),
        input,
      );
      res.set('Content-Type', 'text/csv; charset=utf-8');
      res.set('Content-Disposition', `attachment; filename="${filename}"`);
      res.set('Cache-Control', 'no-store');
      res.send(csv);
    }),
  );
  return r;
}
