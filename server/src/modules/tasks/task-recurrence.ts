import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { anchorDayOf, nextOccurrenceDate } from '@tm/domain/task/recurrence';
import type { TaskDraft } from './task-mutation.ts';
import { type InsertedTask, taskWrites } from './task-writes.ts';

/** Whether completing `task` spawns its next occurrence (a series spawns once: see spawnNextOccurrence). */
export function spawnsNextOccurrence(task: TaskDraft, nextOccurrenceId: string | null): boolean {
  return task.isRecurring && Boolean(task.recurrencePattern) && nextOccurrenceId === null;
}

/**
 * DESIGN recurrence: when a recurring task becomes done, its next occurrence is
 * created once, in the same transaction (same title, owner, assignee, priority
 * and pattern; status todo; due date advanced from the previous scheduled one,
 * or from the completion date when there was none). A task that already has a
 * `nextOccurrenceId` spawns nothing, so reopening and completing again is a
 * no-op. Answers the new task (with its ticket request count), or null. Its tickets are opened in the
 * integrations of `completedBy`, the member whose change made it.
 */
export async function spawnNextOccurrence(
  em: EntityManager,
  task: TaskDraft,
  nextOccurrenceId: string | null,
  completedOn: string,
  completedBy: string,
): Promise<InsertedTask | null> {
  const pattern = task.recurrencePattern;
  if (!pattern || !spawnsNextOccurrence(task, nextOccurrenceId)) return null;
  const from = task.dueDate ?? completedOn;
  const anchorDay = task.recurrenceAnchorDay ?? anchorDayOf(from);
  // Written by the system, not by the member who completed the task: shown as "Système".
  return taskWrites.insert(
    em,
    {
      id: randomUUID(),
      title: task.title,
      ownerId: task.ownerId,
      assigneeId: task.assignee?.id ?? null,
      status: 'todo',
      priority: task.priority,
      dueDate: nextOccurrenceDate(from, pattern, anchorDay),
      clientApproval: 'none',
      approvalComment: null,
      recurrencePattern: pattern,
      recurrenceAnchorDay: anchorDay,
    },
    null,
    completedBy,
  );
}
