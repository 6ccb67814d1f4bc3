import type { Task as TaskDto } from '@tm/domain/task/task.schema';
import type { BulkTaskInput } from '@tm/domain/task/task-bulk.schema';
import type { z } from 'zod';
import type { MemberCtx } from '../../context/service-ctx.ts';
import { notFound } from '../../errors/domain-error.ts';
import { applyUpdate } from './task.service.ts';
import { publishDeleted } from './task-events.ts';
import { mutateTasks } from './task-mutation.ts';
import { taskReads } from './task-reads.ts';
import { memberScope } from './task-scope.ts';
import { taskWrites } from './task-writes.ts';

type BulkData = z.output<typeof BulkTaskInput>;

/**
 * Bulk actions (`POST /api/tasks/bulk`, tRPC `tasks.bulk`): one request, one
 * transaction. A change answers the changed tasks; a delete answers null (204).
 */
export function bulkTasks(ctx: MemberCtx, input: BulkData): Promise<TaskDto[] | null> {
  if (input.delete) return bulkDelete(ctx, input.ids).then(() => null);
  // The schema guarantees `set` when not deleting; each task gets a single edit's
  // change and rules (applyUpdate), so a bulk change refuses exactly what one edit would.
  return mutateTasks(ctx, input.ids, applyUpdate(ctx, input.set ?? {}));
}

/**
 * Deletes every task of `ids` or none: all rows locked in id order, an unknown
 * id is a 404. Deleting is any member's right (DESIGN: server-side permissions),
 * as for one task (removeTask). Each task's `task:deleted` leaves after commit.
 */
async function bulkDelete(ctx: MemberCtx, ids: readonly string[]): Promise<void> {
  const removed = await ctx.em.transactional(async (em) => {
    const locked = await taskReads.lockMany(em, ids, memberScope(ctx.member));
    if (locked.length !== ids.length) throw notFound('Task');
    await taskWrites.deleteMany(em, locked, ctx.member.id);
    return locked;
  });
  for (const task of removed) publishDeleted(ctx.deps, task, ctx.member.id);
}
