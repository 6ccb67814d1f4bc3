import { systemRouter } from '../modules/system/system.router.ts';
import { router } from './init.ts';

// Each module contributes one sub-router; clients import only the type.
export const appRouter = router({
  system: systemRouter,
});

export type AppRouter = typeof appRouter;
