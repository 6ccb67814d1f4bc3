import {
  CreateTaskInput,
  TaskIdInput,
  UpdateStatusInput,
  UpdateTaskByIdInput,
  UrgentListInput,
  VisibilityByIdInput,
} from '@tm/domain/task/task.schema';
import { BulkTaskInput } from '@tm/domain/task/task-bulk.schema';
import { TaskCounts } from '@tm/domain/task/task-counts';
import { MoveTaskByIdInput } from '@tm/domain/task/task-move.schema';
import { memberProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { taskHistory } from '../history/history.service.ts';
import { claimTask, createTask, getTask, removeTask, setVisibility, updateTask } from './task.service.ts';
import { bulkTasks } from './task-bulk.service.ts';
import {
  memberTaskList,
  publicTaskList,
  taskCardList,
  taskCounts,
  urgentTaskPage,
} from './task-list.service.ts';
import { moveTask } from './task-move.service.ts';

// The lists answer the cached value: tRPC serialises each answer itself, so the
// JSON bytes REST sends cannot be handed to it (docs/decisions.md, "One list service").

export const tasksRouter = router({
  list: memberProcedure.query(async ({ ctx }) => (await memberTaskList(ctx)).value),
  cards: memberProcedure.query(async ({ ctx }) => (await taskCardList(ctx)).value),
  counts: memberProcedure.output(TaskCounts).query(async ({ ctx }) => (await taskCounts(ctx)).value),
  urgent: memberProcedure
    .input(UrgentListInput.optional())
    .query(({ ctx, input }) => urgentTaskPage(ctx, input)),
  get: memberProcedure.input(TaskIdInput).query(({ ctx, input }) => getTask(ctx, input.id)),
  publicList: publicProcedure.query(async ({ ctx }) => (await publicTaskList(ctx)).value),
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
  // The changed tasks, or `{ deleted }` with the ids of a bulk delete.
  bulk: memberProcedure.input(BulkTaskInput).mutation(async ({ ctx, input }) => {
    const changed = await bulkTasks(ctx, input);
    return changed ?? { deleted: input.ids };
  }),
  claim: memberProcedure.input(TaskIdInput).mutation(({ ctx, input }) => claimTask(ctx, input.id)),
  move: memberProcedure
    .input(MoveTaskByIdInput)
    .mutation(({ ctx, input: { id, ...fields } }) => moveTask(ctx, id, fields)),
  history: memberProcedure.input(TaskIdInput).query(({ ctx, input }) => taskHistory(ctx.em, input.id)),
});
