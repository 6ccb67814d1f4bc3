import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { anchorDayOf, nextOccurrenceDate } from '@tm/domain/task/recurrence';
import { historyRepository } from '../history/history.repository.ts';
import { Task } from './task.entity.ts';

/**
 * DESIGN recurrence: when a recurring task becomes done, its next occurrence is
 * created once, in the same transaction (same title, owner, assignee, priority
 * and pattern; status todo; due date advanced from the previous scheduled one,
 * or from the completion date when there was none). `nextOccurrenceId` makes
 * reopening and completing again a no-op. Answers the new task's id, or null.
 */
export function spawnNextOccurrence(em: EntityManager, task: Task, completedOn: string): string | null {
  if (!task.isRecurring || !task.recurrencePattern || task.nextOccurrenceId) return null;
  const from = task.dueDate ?? completedOn;
  const anchorDay = task.recurrenceAnchorDay ?? anchorDayOf(from);
  const id = randomUUID();
  em.create(Task, {
    id,
    title: task.title,
    owner: task.owner,
    assignee: task.assignee ?? null,
    priority: task.priority,
    status: 'todo',
    isRecurring: true,
    recurrencePattern: task.recurrencePattern,
    recurrenceAnchorDay: anchorDay,
    dueDate: nextOccurrenceDate(from, task.recurrencePattern, anchorDay),
  });
  task.nextOccurrenceId = id;
  // Written by the system, not by the member who completed the task: shown as "Système".
  historyRepository.add(em, id, null, [{ action: 'created' }]);
  return id;
}
