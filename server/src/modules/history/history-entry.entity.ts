import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Task } from '../tasks/task.entity.ts';
import { User } from '../users/user.entity.ts';

export const HistoryEntrySchema = defineEntity({
  name: 'HistoryEntry',
  tableName: 'history_entries',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    task: () => p.manyToOne(Task).ref().deleteRule('cascade'),
    /** Null for changes the system made itself (a recurring task's next occurrence). */
    user: () => p.manyToOne(User).ref().nullable(),
    action: p.enum(['created', 'updated'] as const),
    field: p.string().length(20).nullable(),
    oldValue: p.text().nullable(),
    newValue: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

class HistoryEntry extends HistoryEntrySchema.class {}
HistoryEntrySchema.setClass(HistoryEntry);
