import { AttachmentOut } from '@tm/domain/api/wire.schema';
import { AttachmentIdInput, AttachmentTaskInput } from '@tm/domain/attachment/attachment.schema';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import * as service from './attachment.service.ts';

// The ids are checked by the input schemas: a malformed one is a 400, as it always was.
export const attachmentEndpoints = {
  list: endpoint({
    auth: 'member',
    summary: 'A task’s attachments',
    input: AttachmentTaskInput,
    task: 'taskId',
    rest: {
      method: 'get',
      path: '/api/attachments/:taskId',
      params: { taskId: {} },
      responses: { 200: z.array(AttachmentOut) },
    },
    handler: (ctx, { taskId }) => service.listAttachments(ctx.em, taskId),
  }),
  remove: endpoint({
    auth: 'member',
    summary: 'Delete an attachment',
    input: AttachmentIdInput,
    rest: {
      method: 'delete',
      path: '/api/attachments/file/:id',
      params: { id: {} },
      responses: { 204: 'empty' },
    },
    handler: (ctx, { id }) => service.removeAttachment(ctx.deps, ctx.em, ctx.member, id),
    answer: (_none, { id }) => ({ id }),
  }),
};
