import { z } from 'zod';

/** The header's counts (`GET /api/tasks/counts`, tRPC `tasks.counts`): tasks by status. */
export const TaskCounts = z.strictObject({
  todo: z.int().nonnegative(),
  doing: z.int().nonnegative(),
  done: z.int().nonnegative(),
});
export type TaskCounts = z.infer<typeof TaskCounts>;
