import { memberProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { listPublicTasks, listTasks } from './task.service.ts';

export const tasksRouter = router({
  list: memberProcedure.query(({ ctx }) => listTasks(ctx.em)),
  publicList: publicProcedure.query(({ ctx }) => listPublicTasks(ctx.em)),
});
