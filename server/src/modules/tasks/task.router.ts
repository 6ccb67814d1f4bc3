import {
  CreateTaskInput,
  TaskIdInput,
  UpdateStatusInput,
  UpdateTaskByIdInput,
  UrgentListInput,
  VisibilityByIdInput,
} from '@tm/domain/task/task.schema';
import { memberProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { taskHistory } from '../history/history.service.ts';
import { publicListCache } from './public-list-cache.ts';
import {
  claimTask,
  createTask,
  listPublicTasks,
  listTasks,
  listUrgentTasks,
  removeTask,
  setVisibility,
  updateTask,
} from './task.service.ts';

export const tasksRouter = router({
  list: memberProcedure.query(({ ctx }) => listTasks(ctx.em)),
  urgent: memberProcedure
    .input(UrgentListInput.optional())
    .query(({ ctx, input }) => listUrgentTasks(ctx.em, input)),
  publicList: publicProcedure.query(
    async ({ ctx }) => (await publicListCache(ctx.deps).get(() => listPublicTasks(ctx.em))).value,
  ),
  create: memberProcedure.input(CreateTaskInput).mutation(({ ctx, input }) => createTask(ctx, input)),
  update: memberProcedure
    .input(UpdateTaskByIdInput)
    .mutation(({ ctx, input: { id, ...fields } }) => updateTask(ctx, id, fields)),
  updateStatus: memberProcedure
    .input(UpdateStatusInput)
    .mutation(({ ctx, input: { id, ...fields } }) => updateTask(ctx, id, fields)),
  remove: memberProcedure.input(TaskIdInput).mutation(async ({ ctx, input }) => {
    await removeTask(ctx, input.id);
    return { id: input.id };
  }),
  setVisibility: memberProcedure
    .input(VisibilityByIdInput)
    .mutation(({ ctx, input: { id, ...fields } }) => setVisibility(ctx, id, fields)),
  claim: memberProcedure.input(TaskIdInput).mutation(({ ctx, input }) => claimTask(ctx, input.id)),
  history: memberProcedure.input(TaskIdInput).query(({ ctx, input }) => taskHistory(ctx.em, input.id)),
});
