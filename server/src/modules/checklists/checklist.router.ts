import {
  ChecklistAddByTaskInput,
  ChecklistItemRefInput,
  ChecklistUpdateByIdInput,
} from '@tm/domain/task/checklist.schema';
import { memberProcedure, router } from '../../trpc/init.ts';
import { addChecklistItem, removeChecklistItem, updateChecklistItem } from './checklist.service.ts';

/** The checklist's procedures, beside its REST paths (checklist.rest.ts), on the same service. */
export const checklistRouter = router({
  add: memberProcedure
    .input(ChecklistAddByTaskInput)
    .mutation(({ ctx, input: { taskId, ...fields } }) => addChecklistItem(ctx, taskId, fields)),
  update: memberProcedure
    .input(ChecklistUpdateByIdInput)
    .mutation(({ ctx, input: { taskId, itemId, ...fields } }) =>
      updateChecklistItem(ctx, taskId, itemId, fields),
    ),
  remove: memberProcedure
    .input(ChecklistItemRefInput)
    .mutation(async ({ ctx, input: { taskId, itemId } }) => {
      await removeChecklistItem(ctx, taskId, itemId);
    }),
});
