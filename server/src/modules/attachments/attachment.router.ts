import { AttachmentIdInput, AttachmentTaskInput } from '@tm/domain/attachment/attachment.schema';
import { memberProcedure, router } from '../../trpc/init.ts';
import * as service from './attachment.service.ts';

// Uploads and downloads are bytes, so they stay on REST; listing and removal are here too.
export const attachmentsRouter = router({
  list: memberProcedure
    .input(AttachmentTaskInput)
    .query(({ ctx, input }) => service.listAttachments(ctx.em, input.taskId)),
  remove: memberProcedure.input(AttachmentIdInput).mutation(async ({ ctx, input }) => {
    await service.removeAttachment(ctx.deps, ctx.em, ctx.member, input.id);
    return { id: input.id };
  }),
});
