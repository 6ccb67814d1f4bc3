import type { Express } from 'express';
import type { AppDeps } from '../app-deps.ts';
import { modules } from '../modules/index.ts';

/**
 * Mounts the REST paths of SPEC section 7: each module's router under `/api`, in
 * the order of `modules/index.ts` (the first matching path answers). They are thin
 * adapters over the same services as tRPC.
 */
export function mountRestRoutes(app: Express, deps: AppDeps): void {
  for (const module of modules) {
    app.use('/api', module.rest(deps));
  }
}
