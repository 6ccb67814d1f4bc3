import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Task } from '../tasks/task.entity.ts';
import { User } from '../users/user.entity.ts';

export const AttachmentSchema = defineEntity({
  name: 'Attachment',
  tableName: 'attachments',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    task: () => p.manyToOne(Task).ref().deleteRule('cascade'),
    uploader: () => p.manyToOne(User).ref(),
    fileName: p.string().length(255),
    fileSize: p.bigint('number'),
    contentType: p.string().length(255),
    /** Key in the storage backend; never derived from the user's file name. */
    storageKey: p.string().length(255),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Attachment extends AttachmentSchema.class {}
AttachmentSchema.setClass(Attachment);
