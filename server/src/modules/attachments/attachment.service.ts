import type { Readable } from 'node:stream';
import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { UploadFieldsInput } from '@tm/domain/attachment/attachment.schema';
import type { Attachment as AttachmentDto } from '@tm/domain/task/task.schema';
import type { AppDeps } from '../../app-deps.ts';
import { forbidden, notFound } from '../../errors/domain-error.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { SessionMember } from '../auth/session.service.ts';
import { taskReads } from '../tasks/task-reads.ts';
import type { Attachment } from './attachment.entity.ts';
import { toAttachmentDto } from './attachment.mapper.ts';
import * as repo from './attachment.repository.ts';
import { StorageObjectMissing } from './storage/attachment-storage.ts';

type Deps = Pick<AppDeps, 'attachmentStorage' | 'log' | 'realtime'>;

/** A file already in storage under `key`, waiting for its row. */
export interface StoredUpload {
  key: string;
  size: number;
  fileName: string;
  contentType: string;
}

/**
 * The task's attachments. It trusts its caller to have checked the task is in the
 * caller's scope (the row's `task:`, attachment.endpoints.ts): an unknown task is a 404 there.
 */
export async function listAttachments(em: EntityManager, taskId: string): Promise<AttachmentDto[]> {
  return (await repo.findForTask(em, taskId)).map(toAttachmentDto);
}

/**
 * Checks the upload's text fields as they arrive: unknown fields are refused and
 * `uploaderId`, when sent, must be the signed-in user (DESIGN: identity).
 */
export function checkUploadFields(user: SessionMember, fields: Record<string, string>): void {
  const { uploaderId } = parseInput(UploadFieldsInput, fields);
  if (uploaderId !== undefined && uploaderId !== user.id)
    throw forbidden('uploaderId must be the signed-in user');
}

/** Records a stored upload; when the row cannot be written, the stored file goes too. */
export async function recordUpload(
  deps: Deps,
  em: EntityManager,
  user: SessionMember,
  taskId: string,
  upload: StoredUpload,
): Promise<AttachmentDto> {
  let row: Attachment;
  try {
    row = await repo.insertAttachment(em, {
      taskId,
      uploaderId: user.id,
      fileName: upload.fileName,
      fileSize: upload.size,
      contentType: upload.contentType,
      storageKey: upload.key,
    });
  } catch (err) {
    await discardStored(deps, upload.key);
    // The task was deleted while its file was arriving.
    if (err instanceof ForeignKeyConstraintViolationException) throw notFound('Task');
    throw err;
  }
  await announceAttachments(deps, em, taskId);
  return toAttachmentDto(row);
}

/** Open attachment panels of the task reload: those of the people who see its project. */
async function announceAttachments(deps: Deps, em: EntityManager, taskId: string): Promise<void> {
  const projectId = await taskReads.projectOf(em, taskId);
  if (projectId) deps.realtime.toProject(projectId, 'attachments:changed', { taskId });
}

/** Uploader or admin only (DESIGN: permissions). The row goes first, then its file. */
export async function removeAttachment(
  deps: Deps,
  em: EntityManager,
  user: SessionMember,
  id: string,
): Promise<void> {
  const attachment = await repo.findById(em, id);
  if (!attachment) throw notFound('Attachment');
  if (attachment.uploader.id !== user.id && !user.isAdmin)
    throw forbidden('Only the uploader or an admin may delete this file');
  if (!(await repo.deleteAttachment(em, id))) throw notFound('Attachment');
  await announceAttachments(deps, em, attachment.task.id);
  await discardStored(deps, attachment.storageKey);
}

export async function openDownload(
  deps: Deps,
  em: EntityManager,
  taskId: string,
  id: string,
): Promise<{ attachment: AttachmentDto; body: Readable }> {
  const row = await repo.findInTask(em, taskId, id);
  if (!row) throw notFound('Attachment');
  try {
    return { attachment: toAttachmentDto(row), body: await deps.attachmentStorage.open(row.storageKey) };
  } catch (err) {
    if (err instanceof StorageObjectMissing) {
      deps.log.error({ attachmentId: id, key: row.storageKey }, 'attachment row without stored file');
      throw notFound('Attachment file');
    }
    throw err;
  }
}

/** Best effort: a file that cannot be removed now is found by the orphan sweep at the next start. */
async function discardStored(deps: Deps, key: string): Promise<void> {
  try {
    await deps.attachmentStorage.delete(key);
  } catch (err) {
    deps.log.warn({ err, key }, 'could not remove a stored attachment; the orphan sweep will retry');
  }
}
