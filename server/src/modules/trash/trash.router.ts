import { TrashTaskInput } from '@tm/domain/task/trash.schema';
import { memberProcedure, router } from '../../trpc/init.ts';
import { listTrash, purgeTask, restoreTask } from './trash.service.ts';

export const trashRouter = router({
  list: memberProcedure.query(({ ctx }) => listTrash(ctx)),
  restore: memberProcedure.input(TrashTaskInput).mutation(({ ctx, input }) => restoreTask(ctx, input.taskId)),
  purge: memberProcedure.input(TrashTaskInput).mutation(async ({ ctx, input }) => {
    await purgeTask(ctx, input.taskId);
    return { id: input.taskId };
  }),
});
