import { z } from 'zod';

export { MAX_ATTACHMENT_BYTES } from './attachment-limits.ts';

export const AttachmentTaskInput = z.strictObject({ taskId: z.uuid() });
export type AttachmentTaskInput = z.input<typeof AttachmentTaskInput>;

export const AttachmentIdInput = z.strictObject({ id: z.uuid() });
export type AttachmentIdInput = z.input<typeof AttachmentIdInput>;

/** The `{ taskId, id }` pair a download URL carries: an attachment is always reached through its task. */
export const AttachmentInTaskInput = z.strictObject({ taskId: z.uuid(), id: z.uuid() });

/**
 * The text fields of the multipart upload besides `file`. `uploaderId` is accepted for
 * compatibility with SPEC's client; it must be the signed-in user (DESIGN: identity).
 */
export const UploadFieldsInput = z.strictObject({ uploaderId: z.uuid().optional() });

/** Root-relative download address of an attachment (SPEC 3: `url`). */
export const attachmentDownloadUrl = (taskId: string, id: string) =>
  `/api/attachments/${taskId}/file/${id}/download`;
