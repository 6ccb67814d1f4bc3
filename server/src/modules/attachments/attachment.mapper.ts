import { attachmentDownloadUrl } from '@tm/domain/attachment/attachment.schema';
import type { Attachment as AttachmentDto } from '@tm/domain/task/task.schema';
import type { Attachment } from './attachment.entity.ts';

/** The wire shape of SPEC section 3 (uploader must be populated). */
export function toAttachmentDto(a: Attachment): AttachmentDto {
  const uploader = a.uploader.getEntity();
  return {
    id: a.id,
    taskId: a.task.id,
    fileName: a.fileName,
    fileSize: a.fileSize,
    contentType: a.contentType,
    url: attachmentDownloadUrl(a.task.id, a.id),
    createdAt: a.createdAt.toISOString(),
    uploaderId: uploader.id,
    uploader: { name: uploader.name, avatar: uploader.avatar },
  };
}
