import { AnalyticsInput } from '@tm/domain/analytics/analytics.schema';
import { Router } from 'express';
import { parseInput } from '../../http/parse-input.ts';
import { handle, requireMember } from '../../http/request-context.ts';
import { analyticsOverview } from './analytics.service.ts';

/** `GET /api/analytics?days=7|30|90|365` (members only). */
export function analyticsRest(): Router {
  const r = Router();
  r.get(
    '/analytics',
    requireMember,
    handle(async (req, res) => {
      const input = parseInput(AnalyticsInput, { ...req.query });
      res.json(await analyticsOverview(req.ctx.em, input));
    }),
  );
  return r;
}
