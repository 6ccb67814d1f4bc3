import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { anchorDayOf, nextOccurrenceDate } from '@tm/domain/task/recurrence';
import { checklistWrites } from '../checklists/checklist-writes.ts';
import { writeTaskLabels } from '../labels/label.service.ts';
import { rewriteCreatedEvents } from '../webhooks/webhook-outbox.ts';
import type { TaskCreationWrite } from './task-creation-writes.ts';
import { newTaskRecord, repeatDraft, type TaskDraft } from './task-draft.ts';
import { type InsertedTask, taskWrites } from './task-writes.ts';

/** Whether completing `task` spawns its next occurrence (a series spawns once: see spawnNextOccurrence). */
export function spawnsNextOccurrence(task: TaskDraft, nextOccurrenceId: string | null): boolean {
  return task.isRecurring && Boolean(task.recurrencePattern) && nextOccurrenceId === null;
}

/**
 * DESIGN recurrence: when a recurring task becomes done, its next occurrence is
 * created once, in the same transaction (the same columns, except those that restart
 * with each occurrence: status todo, no approval, not public; task-columns.ts
 * `resetOnRepeat`), its due date advanced from the previous scheduled one, or from the
 * completion date when there was none. A task that already has a `nextOccurrenceId`
 * spawns nothing, so reopening and completing again is a no-op. Answers the new task,
 * or null. It counts as made by `completedBy`, the member whose change made it.
 */
export async function spawnNextOccurrence(
  em: EntityManager,
  writes: readonly TaskCreationWrite[],
  task: TaskDraft,
  nextOccurrenceId: string | null,
  completedOn: string,
  completedBy: string,
): Promise<InsertedTask | null> {
  const pattern = task.recurrencePattern;
  if (!pattern || !spawnsNextOccurrence(task, nextOccurrenceId)) return null;
  const from = task.dueDate ?? completedOn;
  const next = repeatDraft(task, randomUUID());
  next.recurrenceAnchorDay = task.recurrenceAnchorDay ?? anchorDayOf(from);
  next.dueDate = nextOccurrenceDate(from, pattern, next.recurrenceAnchorDay);
  // Written by the system, not by the member who completed the task: shown as "Système".
  const inserted = await taskWrites.insert(
    em,
    newTaskRecord(next),
    { historyUserId: null, createdBy: completedBy },
    writes,
  );
  // The next occurrence keeps the series' labels, like its description.
  if (next.labels.length > 0) {
    await writeTaskLabels(
      em,
      inserted.task.id,
      next.labels.map((l) => l.id),
    );
    inserted.task.labels = next.labels;
  }
  // And its checklist, every item to do again: a weekly routine's steps come back unticked.
  inserted.task.checklist = await checklistWrites.copyUndone(em, task.id, inserted.task.id);
  if (next.labels.length > 0 || inserted.task.checklist.length > 0) {
    await rewriteCreatedEvents(em, inserted.written, inserted.task, completedBy);
  }
  return inserted;
}
