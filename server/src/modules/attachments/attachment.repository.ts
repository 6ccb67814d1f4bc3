import type { EntityManager } from '@mikro-orm/postgresql';
import { Task } from '../tasks/task.entity.ts';
import { User } from '../users/user.entity.ts';
import { Attachment } from './attachment.entity.ts';

// The only code here that builds queries on attachments.

export function findForTask(em: EntityManager, taskId: string): Promise<Attachment[]> {
  return em.find(
    Attachment,
    { task: taskId },
    { populate: ['uploader'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
}

/** An attachment only through its task: an id paired with another task's id finds nothing. */
export function findInTask(em: EntityManager, taskId: string, id: string): Promise<Attachment | null> {
  return em.findOne(Attachment, { id, task: { id: taskId, deletedAt: null } }, { populate: ['uploader'] });
}

export function findById(em: EntityManager, id: string): Promise<Attachment | null> {
  // A trashed task's files stay as they are until it is restored or purged.
  return em.findOne(Attachment, { id, task: { deletedAt: null } }, { populate: ['uploader'] });
}

export interface NewAttachment {
  taskId: string;
  uploaderId: string;
  fileName: string;
  fileSize: number;
  contentType: string;
  storageKey: string;
}

export async function insertAttachment(em: EntityManager, data: NewAttachment): Promise<Attachment> {
  const attachment = em.create(Attachment, {
    task: em.getReference(Task, data.taskId),
    uploader: em.getReference(User, data.uploaderId),
    fileName: data.fileName,
    fileSize: data.fileSize,
    contentType: data.contentType,
    storageKey: data.storageKey,
  });
  await em.flush();
  await em.populate(attachment, ['uploader']);
  return attachment;
}

/** Answers whether this call removed the row (false when someone else just did). */
export async function deleteAttachment(em: EntityManager, id: string): Promise<boolean> {
  return (await em.nativeDelete(Attachment, { id })) > 0;
}

/** Which of these storage keys still belong to an attachment row. */
export async function keysInUse(em: EntityManager, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await em.find(Attachment, { storageKey: { $in: keys } }, { fields: ['storageKey'] });
  return new Set(rows.map((r) => r.storageKey));
}
