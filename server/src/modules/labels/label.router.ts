import { CreateLabelInput, LabelIdInput, UpdateLabelByIdInput } from '@tm/domain/label/label.schema';
import { memberProcedure, router } from '../../trpc/init.ts';
import { createLabel, deleteLabel, listLabels, updateLabel } from './label.service.ts';

export const labelsRouter = router({
  list: memberProcedure.query(({ ctx }) => listLabels(ctx.em)),
  create: memberProcedure.input(CreateLabelInput).mutation(({ ctx, input }) => createLabel(ctx, input)),
  update: memberProcedure
    .input(UpdateLabelByIdInput)
    .mutation(({ ctx, input: { id, ...fields } }) => updateLabel(ctx, id, fields)),
  delete: memberProcedure.input(LabelIdInput).mutation(({ ctx, input }) => deleteLabel(ctx, input.id)),
});
