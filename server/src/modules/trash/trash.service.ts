import type { EntityManager } from '@mikro-orm/postgresql';
import type { Task } from '@tm/domain/task/task.schema';
import type { TrashedTask } from '@tm/domain/task/trash.schema';
import type { AppDeps } from '../../app-deps.ts';
import type { MemberCtx } from '../../context/service-ctx.ts';
import { forbidden, notFound } from '../../errors/domain-error.ts';
import { announceCreated } from '../tasks/task-events.ts';
import { taskReads } from '../tasks/task-reads.ts';
import { memberScope } from '../tasks/task-scope.ts';
import { taskWrites } from '../tasks/task-writes.ts';
import { trashRows } from './trash-rows.ts';

// The trash (issue 23). A delete (DELETE /api/tasks/{id}, bulk delete) puts the
// task here through taskWrites.delete; from here its owner or an admin restores
// it or purges it, and the daily job purges what is older than TRASH_RETENTION_DAYS.

/** My trashed tasks; an admin's: everyone's. */
export function listTrash(ctx: MemberCtx): Promise<TrashedTask[]> {
  return trashRows.list(
    ctx.em,
    memberScope(ctx.member, { trash: true }),
    ctx.member.isAdmin ? null : ctx.member.id,
    ctx.deps.config.trashRetentionDays,
  );
}

/** Locks a trashed task the member may act on: 404 when it is not in the trash, 403 unless owner or admin. */
async function requireTrashed(ctx: MemberCtx, em: EntityManager, id: string): Promise<void> {
  const trashed = await trashRows.lockTrashed(em, memberScope(ctx.member, { trash: true }), id);
  if (!trashed) throw notFound('Task');
  if (trashed.ownerId !== ctx.member.id && !ctx.member.isAdmin) {
    throw forbidden('Only the owner or an admin can restore or purge this task');
  }
}

/**
 * Takes a task out of the trash: the same task, same id, with its comments, files,
 * history and labels. Members' lists see it come back as a new task would.
 */
export async function restoreTask(ctx: MemberCtx, id: string): Promise<Task> {
  const task = await ctx.em.transactional(async (em) => {
    await requireTrashed(ctx, em, id);
    await taskWrites.restore(em, id);
    const stored = await taskReads.read(em, id);
    if (!stored) throw notFound('Task');
    return stored.task;
  });
  announceCreated(ctx.deps, task);
  return task;
}

/** Deletes a trashed task for good, now; its files go after commit. */
export async function purgeTask(ctx: MemberCtx, id: string): Promise<void> {
  await ctx.em.transactional(async (em) => {
    await requireTrashed(ctx, em, id);
    await taskWrites.purge(em, [id]);
  });
  announcePurged(ctx.deps, [id]);
}

function announcePurged(deps: Pick<AppDeps, 'events' | 'log'>, ids: readonly string[]): void {
  for (const taskId of ids) {
    try {
      deps.events.emit('task.purged', { taskId });
    } catch (err) {
      deps.log.error({ err, taskId }, 'task.purged subscriber failed');
    }
  }
}

const PURGE_BATCH = 500;

/** The daily job's work: purges every task trashed longer than the retention, in batches. */
export async function purgeExpiredTrash(
  deps: Pick<AppDeps, 'orm' | 'config' | 'events' | 'log'>,
): Promise<number> {
  let purged = 0;
  for (;;) {
    const em = deps.orm.em.fork() as EntityManager;
    const ids = await em.transactional(async (tx) => {
      const batch = await trashRows.expired(tx, deps.config.trashRetentionDays, PURGE_BATCH);
      await taskWrites.purge(tx, batch);
      return batch;
    });
    announcePurged(deps, ids);
    purged += ids.length;
    if (ids.length < PURGE_BATCH) break;
  }
  if (purged > 0) deps.log.info({ purged }, 'purged expired tasks from the trash');
  return purged;
}
