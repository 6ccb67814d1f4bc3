import { AnalyticsInput } from '@tm/domain/analytics/analytics.schema';
import { memberProcedure, router } from '../../trpc/init.ts';
import { analyticsOverview } from './analytics.service.ts';

export const analyticsRouter = router({
  overview: memberProcedure.input(AnalyticsInput).query(({ ctx, input }) => analyticsOverview(ctx.em, input)),
});
