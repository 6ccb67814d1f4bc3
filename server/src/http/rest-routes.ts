import type { Express } from 'express';
import type { AppDeps } from '../app-deps.ts';
import { analyticsRest } from '../modules/analytics/analytics.rest.ts';
import { meetingRest } from '../modules/meeting/meeting.rest.ts';

/**
 * Mounts the REST paths of SPEC section 7. Each module adds its own
 * `xRest(deps)` router here; they are thin adapters over the same services as tRPC.
 */
export function mountRestRoutes(app: Express, _deps: AppDeps): void {
  void app;
  app.use('/api', analyticsRest(), meetingRest());
}
