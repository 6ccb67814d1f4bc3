import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../users/user.entity.ts';

export const TaskSchema = defineEntity({
  name: 'Task',
  tableName: 'tasks',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    title: p.string().length(500),
    status: p.enum(['todo', 'doing', 'done'] as const).default('todo'),
    priority: p.enum(['low', 'medium', 'high', 'urgent'] as const).default('medium'),
    /** Date only, 'YYYY-MM-DD'. */
    dueDate: p.date().nullable(),
    owner: () => p.manyToOne(User).ref(),
    assignee: () => p.manyToOne(User).ref().nullable(),
    clientApproval: p.enum(['none', 'pending', 'approved', 'rejected'] as const).default('none'),
    approvalComment: p.text().nullable(),
    isRecurring: p.boolean().default(false),
    recurrencePattern: p
      .enum(['daily', 'weekdays', 'weekly', 'biweekly', 'monthly', 'yearly'] as const)
      .nullable(),
    /** Day of month the series started on, so monthly/yearly series return to it after short months. */
    recurrenceAnchorDay: p.smallint().nullable(),
    /** Set once the next occurrence exists: completing again never spawns a second copy. */
    nextOccurrenceId: p.uuid().nullable(),
    isPublic: p.boolean().default(false),
    publicSummary: p.string().length(500).nullable(),
    version: p.integer().default(1),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()),
    completedAt: p.datetime().nullable(),
    /** In the trash since then (modules/trash); null for a live task. */
    deletedAt: p.datetime().nullable(),
  },
});

export class Task extends TaskSchema.class {}
TaskSchema.setClass(Task);
