import { analyticsRouter } from '../modules/analytics/analytics.router.ts';
import { meetingRouter } from '../modules/meeting/meeting.router.ts';
import { systemRouter } from '../modules/system/system.router.ts';
import { tasksRouter } from '../modules/tasks/task.router.ts';
import { router } from './init.ts';

// Each module contributes one sub-router; clients import only the type.
export const appRouter = router({
  system: systemRouter,
  analytics: analyticsRouter,
  meeting: meetingRouter,
  tasks: tasksRouter,
});

export type AppRouter = typeof appRouter;
