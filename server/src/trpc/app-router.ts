import { systemRouter } from '../modules/system/system.router.ts';
import { tasksRouter } from '../modules/tasks/task.router.ts';
import { router } from './init.ts';

// Each module contributes one sub-router; clients import only the type.
export const appRouter = router({
  system: systemRouter,
  tasks: tasksRouter,
});

export type AppRouter = typeof appRouter;
