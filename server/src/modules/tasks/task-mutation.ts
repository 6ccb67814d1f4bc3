import type { EntityManager } from '@mikro-orm/postgresql';
import type { Task as TaskDto } from '@tm/domain/task/task.schema';
import { DomainError, notFound } from '../../http/domain-error.ts';
import { historyChanges } from '../history/history-diff.ts';
import type { AssignableUser } from './task.repository.ts';
import type { TaskCtx } from './task-ctx.ts';
import { publishCreated, publishUpdated } from './task-events.ts';
import { spawnNextOccurrence } from './task-recurrence.ts';
import { type StoredTask, taskWrites } from './task-writes.ts';

/** What a change may set on a task; the id, owner and bookkeeping columns stay out of reach. */
export interface TaskDraft {
  readonly id: string;
  readonly ownerId: string;
  title: string;
  status: TaskDto['status'];
  priority: TaskDto['priority'];
  dueDate: string | null;
  assignee: AssignableUser | null;
  clientApproval: TaskDto['clientApproval'];
  approvalComment: string | null;
  isRecurring: boolean;
  recurrencePattern: TaskDto['recurrencePattern'];
  recurrenceAnchorDay: number | null;
  isPublic: boolean;
  publicSummary: string | null;
}

function draftOf({ task, recurrenceAnchorDay }: StoredTask): TaskDraft {
  return {
    id: task.id,
    ownerId: task.ownerId,
    title: task.title,
    status: task.status,
    priority: task.priority,
    dueDate: task.dueDate,
    assignee: task.assignee,
    clientApproval: task.clientApproval,
    approvalComment: task.approvalComment,
    isRecurring: task.isRecurring,
    recurrencePattern: task.recurrencePattern,
    recurrenceAnchorDay,
    isPublic: task.isPublic,
    publicSummary: task.publicSummary,
  };
}

/** The stored fields a member can change; comparing them tells whether anything changed at all. */
function editable(d: TaskDraft): string {
  return JSON.stringify([
    d.title,
    d.status,
    d.priority,
    d.dueDate,
    d.assignee?.id ?? null,
    d.clientApproval,
    d.approvalComment,
    d.isRecurring,
    d.recurrencePattern,
    d.recurrenceAnchorDay,
    d.isPublic,
    d.publicSummary,
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
  apply: (task: TaskDraft, em: EntityManager) => void | Promise<void>,
): Promise<TaskDto> {
  const result = await ctx.em.transactional(async (em) => {
    const stored = await taskWrites.lock(em, id);
    if (!stored) throw notFound('Task');
    const before = stored.task;
    if (version !== undefined && version !== before.version) {
      throw new DomainError(
        'conflict',
        'VERSION_CONFLICT',
        'The task was changed meanwhile; reload it and try again',
      );
    }
    const draft = draftOf(stored);
    const snapshot = editable(draft);
    await apply(draft, em);
    if (editable(draft) === snapshot) return { before, after: null, spawned: null };

    const now = new Date();
    const updatedAt = now.toISOString();
    const wasDone = before.status === 'done';
    const completedAt = draft.status === 'done' ? (wasDone ? stored.completedAt : updatedAt) : null;
    const spawned =
      !wasDone && draft.status === 'done'
        ? await spawnNextOccurrence(em, draft, stored.nextOccurrenceId, utcDate(now), ctx.user.id)
        : null;
    const after: TaskDto = {
      ...before,
      title: draft.title,
      status: draft.status,
      priority: draft.priority,
      dueDate: draft.dueDate,
      assigneeId: draft.assignee?.id ?? null,
      assignee: draft.assignee,
      clientApproval: draft.clientApproval,
      approvalComment: draft.approvalComment,
      isRecurring: draft.isRecurring,
      recurrencePattern: draft.recurrencePattern,
      isPublic: draft.isPublic,
      publicSummary: draft.publicSummary,
      version: before.version + 1,
      updatedAt,
    };
    await taskWrites.update(
      em,
      id,
      {
        ...draft,
        assigneeId: after.assigneeId,
        nextOccurrenceId: spawned?.task.id ?? stored.nextOccurrenceId,
        completedAt,
        version: after.version,
        updatedAt,
      },
      ctx.user.id,
      historyChanges(before, after),
    );
    return { before, after, spawned };
  });

  if (!result.after) return result.before;
  publishUpdated(ctx.deps, result.before, result.after, ctx.user.id);
  if (result.spawned) publishCreated(ctx.deps, result.spawned, ctx.user.id);
  return result.after;
}
