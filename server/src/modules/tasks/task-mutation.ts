import type { EntityManager } from '@mikro-orm/postgresql';
import type { Task as TaskDto } from '@tm/domain/task/task.schema';
import type { MemberCtx } from '../../context/service-ctx.ts';
import { DomainError, notFound } from '../../errors/domain-error.ts';
import { writeTaskLabels } from '../labels/label.service.ts';
import { taskUpdatedEvents } from '../webhooks/webhook-outbox.ts';
import { contentKey, contentOf, draftOf, labelKey, type TaskDraft, wireColumns } from './task-draft.ts';
import { publishCreated, publishUpdated } from './task-events.ts';
import { type FieldChange, historyChanges } from './task-history-changes.ts';
import { type StoredTask, taskReads } from './task-reads.ts';
import { spawnNextOccurrence, spawnsNextOccurrence } from './task-recurrence.ts';
import { memberScope } from './task-scope.ts';
import type { TaskChange } from './task-statements.ts';
import { type InsertedTask, taskWrites } from './task-writes.ts';

const utcDate = (d: Date) => d.toISOString().slice(0, 10);

/** A change to one task's draft: it may read (through `em`) and refuse by throwing. */
export type ApplyChange = (task: TaskDraft, em: EntityManager) => void | Promise<void>;
type Apply = ApplyChange;

/** What a change writes: the task it makes, its columns and history entries. */
interface PlannedWrite {
  after: TaskDto;
  change: TaskChange;
  history: FieldChange[];
  /** Completing a recurring task inserts its next occurrence with the change. */
  spawns: boolean;
  /** The task's new label ids when they change (task_labels rows): null when they stay. */
  labelIds: string[] | null;
}

/** A change worked out against the task as read; `write` is null when it changes nothing. */
interface PlannedChange {
  before: TaskDto;
  stored: StoredTask;
  draft: TaskDraft;
  now: Date;
  write: PlannedWrite | null;
}

/** Checks the optional version, applies the change to a draft and works out what it writes. */
async function planChange(
  stored: StoredTask | null,
  version: number | undefined,
  apply: Apply,
  em: EntityManager,
): Promise<PlannedChange> {
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
  const snapshot = contentKey(draft);
  await apply(draft, em);
  const now = new Date();
  if (contentKey(draft) === snapshot) return { before, stored, draft, now, write: null };
  const updatedAt = now.toISOString();
  const wasDone = before.status === 'done';
  const change: TaskChange = {
    ...contentOf(draft),
    nextOccurrenceId: stored.record.nextOccurrenceId,
    completedAt: draft.status === 'done' ? (wasDone ? stored.record.completedAt : updatedAt) : null,
    version: before.version + 1,
    updatedAt,
  };
  const after: TaskDto = {
    ...before,
    ...wireColumns(change),
    assignee: draft.assignee,
    labels: draft.labels,
  };
  const labelIds = labelKey(draft.labels) === labelKey(before.labels) ? null : draft.labels.map((l) => l.id);
  const spawns =
    !wasDone && draft.status === 'done' && spawnsNextOccurrence(draft, stored.record.nextOccurrenceId);
  return {
    before,
    stored,
    draft,
    now,
    write: { after, change, history: historyChanges(before, after), spawns, labelIds },
  };
}

interface ChangeResult {
  before: TaskDto;
  after: TaskDto | null;
  spawned: InsertedTask | null;
  /** The webhook events the change wrote to the outbox. */
  webhookEvents: number;
}

/**
 * The one path every change to an existing task takes: check the optional
 * version, apply, bump the version and write one history entry per changed field
 * (and a recurring task's next occurrence). Events leave once it is written. A
 * change that changes nothing writes nothing and announces nothing.
 *
 * It is tried first without a transaction: the task is read, and one statement
 * writes the change only if the task still has the version read (two round trips
 * instead of four, and no transaction to open: bench/RESULTS.md). When someone
 * changed the task in between, or the change spawns a next occurrence or changes
 * the task's labels (rows of task_labels beside the task's), it is made again from
 * the start under the row's lock, in a transaction.
 */
export async function mutateTask(
  ctx: MemberCtx,
  id: string,
  version: number | undefined,
  apply: Apply,
): Promise<TaskDto> {
  const { before, write } = await planChange(await taskReads.read(ctx.em, id), version, apply, ctx.em);
  let result: ChangeResult | null = null;
  if (!write) result = { before, after: null, spawned: null, webhookEvents: 0 };
  else if (!write.spawns && write.labelIds === null) {
    const { written, webhookEvents } = await taskWrites.update(
      ctx.em,
      id,
      write.change,
      ctx.member.id,
      write.history,
      before.version,
      taskUpdatedEvents(before, write.after, ctx.member.id),
    );
    if (written) result = { before, after: write.after, spawned: null, webhookEvents };
  }
  result ??= await ctx.em.transactional((em) => lockedChange(ctx, em, id, version, apply));

  if (!result.after) return result.before;
  // A move to another project gave the task a number there: read back as stored.
  if (result.after.projectId !== result.before.projectId) {
    result.after = (await taskReads.read(ctx.em, id))?.task ?? result.after;
  }
  publishUpdated(ctx.deps, result.before, result.after, ctx.member.id, result.webhookEvents);
  if (result.spawned) publishCreated(ctx.deps, result.spawned, ctx.member.id);
  return result.after;
}

/**
 * Bulk actions: the same change to several tasks, in one transaction, all or
 * nothing. The rows are locked first, in id order (two bulk changes cannot
 * deadlock); an unknown id is a 404. Each task then takes `lockedChange`, the
 * path of a single change, so history, versions, next occurrences and the list
 * caches behave as for one task; a refusal of any task rolls back them all.
 */
export async function mutateTasks(ctx: MemberCtx, ids: readonly string[], apply: Apply): Promise<TaskDto[]> {
  const results = await ctx.em.transactional(async (em) => {
    const locked = await taskReads.lockMany(em, ids, memberScope(ctx.member));
    if (locked.length !== ids.length) throw notFound('Task');
    const changes: ChangeResult[] = [];
    for (const id of ids) changes.push(await lockedChange(ctx, em, id, undefined, apply));
    return changes;
  });
  for (const { before, after, spawned, webhookEvents } of results) {
    if (after) publishUpdated(ctx.deps, before, after, ctx.member.id, webhookEvents);
    if (spawned) publishCreated(ctx.deps, spawned, ctx.member.id);
  }
  return results.map((r) => r.after ?? r.before);
}

/** The change under the row's lock, in the caller's transaction. */
async function lockedChange(
  ctx: MemberCtx,
  em: EntityManager,
  id: string,
  version: number | undefined,
  apply: Apply,
): Promise<ChangeResult> {
  const plan = await planChange(await taskReads.lock(em, id), version, apply, em);
  const { before, write } = plan;
  if (!write) return { before, after: null, spawned: null, webhookEvents: 0 };
  const spawned = write.spawns
    ? await spawnNextOccurrence(
        em,
        ctx.deps.taskCreationWrites.list(),
        plan.draft,
        plan.stored.record.nextOccurrenceId,
        utcDate(plan.now),
        ctx.member.id,
      )
    : null;
  const { webhookEvents } = await taskWrites.update(
    em,
    id,
    { ...write.change, nextOccurrenceId: spawned?.task.id ?? write.change.nextOccurrenceId },
    ctx.member.id,
    write.history,
    null,
    taskUpdatedEvents(before, write.after, ctx.member.id),
  );
  if (write.labelIds) await writeTaskLabels(em, id, write.labelIds);
  return { before, after: write.after, spawned, webhookEvents };
}
