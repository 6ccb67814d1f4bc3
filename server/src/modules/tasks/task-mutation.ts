import type { EntityManager } from '@mikro-orm/postgresql';
import type { Task as TaskDto } from '@tm/domain/task/task.schema';
import { DomainError, notFound } from '../../http/domain-error.ts';
import { historyRepository } from '../history/history.repository.ts';
import { historyChanges } from '../history/history-diff.ts';
import type { Task } from './task.entity.ts';
import { taskRepository } from './task.repository.ts';
import type { TaskCtx } from './task-ctx.ts';
import { publishCreated, publishUpdated } from './task-events.ts';
import { spawnNextOccurrence } from './task-recurrence.ts';

/** The stored fields a member can change; comparing them tells whether anything changed at all. */
function editable(t: Task): string {
  return JSON.stringify([
    t.title,
    t.status,
    t.priority,
    t.dueDate,
    t.assignee?.id ?? null,
    t.clientApproval,
    t.approvalComment,
    t.isRecurring,
    t.recurrencePattern,
    t.recurrenceAnchorDay,
    t.isPublic,
    t.publicSummary,
  ]);
}

const utcDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The one path every change to an existing task takes: lock the row, check the
 * optional version, apply, then in the same transaction bump the version, write
 * one history entry per changed field and spawn a recurring task's next
 * occurrence. Events leave after the commit. A change that changes nothing
 * writes nothing and announces nothing.
 */
export async function mutateTask(
  ctx: TaskCtx,
  id: string,
  version: number | undefined,
  apply: (task: Task, em: EntityManager) => void | Promise<void>,
): Promise<TaskDto> {
  const result = await ctx.em.transactional(async (em) => {
    const task = await taskRepository.lockForUpdate(em, id);
    if (!task) throw notFound('Task');
    if (version !== undefined && version !== task.version) {
      throw new DomainError(
        'conflict',
        'VERSION_CONFLICT',
        'The task was changed meanwhile; reload it and try again',
      );
    }
    const before = (await taskRepository.findById(em, id)) as TaskDto;
    const wasDone = task.status === 'done';
    const snapshot = editable(task);
    await apply(task, em);
    if (editable(task) === snapshot) return { before, after: null, spawned: null };

    const now = new Date();
    task.version += 1;
    task.updatedAt = now;
    task.completedAt = task.status === 'done' ? (wasDone ? task.completedAt : now) : null;
    const spawnedId = !wasDone && task.status === 'done' ? spawnNextOccurrence(em, task, utcDate(now)) : null;
    await em.flush();
    const after = (await taskRepository.findById(em, id)) as TaskDto;
    historyRepository.add(em, id, ctx.user.id, historyChanges(before, after));
    await em.flush();
    const spawned = spawnedId ? await taskRepository.findById(em, spawnedId) : null;
    return { before, after, spawned };
  });

  if (!result.after) return result.before;
  publishUpdated(ctx.deps, result.before, result.after, ctx.user.id);
  if (result.spawned) publishCreated(ctx.deps, result.spawned, ctx.user.id);
  return result.after;
}
