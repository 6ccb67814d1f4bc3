import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { anchorDayOf } from '@tm/domain/task/recurrence';
import type {
  CreateTaskInput,
  Task as TaskDto,
  UpdateTaskInput,
  VisibilityInput,
} from '@tm/domain/task/task.schema';
import type { z } from 'zod';
import type { MemberCtx } from '../../context/service-ctx.ts';
import { DomainError, forbidden, notFound } from '../../errors/domain-error.ts';
import { recordAudit } from '../audit/audit.ts';
import { requireLabels, sameNamedLabels, writeTaskLabels } from '../labels/label.service.ts';
import { projectForNewTasks, requireProject } from '../projects/project-access.ts';
import { rewriteCreatedEvents } from '../webhooks/webhook-outbox.ts';
import { assertActorIsSelf } from './assert-actor.ts';
import { applyInput, newDraft, newTaskRecord, type TaskDraft } from './task-draft.ts';
import { publishCreated, publishDeleted } from './task-events.ts';
import { type ApplyChange, mutateTask } from './task-mutation.ts';
import { type AssignableUser, taskReads } from './task-reads.ts';
import { taskWrites } from './task-writes.ts';

// The task's writes; the lists are in task-list.service.ts.

type CreateData = z.output<typeof CreateTaskInput>;
type UpdateData = z.output<typeof UpdateTaskInput>;
type VisibilityData = z.output<typeof VisibilityInput>;

async function requireAssignee(em: EntityManager, id: string, projectId: string): Promise<AssignableUser> {
  const user = await taskReads.findAssignableUser(em, id, projectId);
  if (!user) {
    throw new DomainError('validation', 'ASSIGNEE_NOT_FOUND', 'Unknown assignee', [
      { path: 'assigneeId', message: 'ASSIGNEE_NOT_FOUND' },
    ]);
  }
  return user;
}

export async function createTask(ctx: MemberCtx, input: CreateData): Promise<TaskDto> {
  assertActorIsSelf(input.ownerId, ctx.member);
  const task = newDraft(randomUUID(), ctx.member.id);
  applyInput(task, input);
  task.projectId = await projectForNewTasks(
    ctx.em,
    ctx.member,
    input.projectId,
    'Choose the project of the task',
  );
  if (input.assigneeId) task.assignee = await requireAssignee(ctx.em, input.assigneeId, task.projectId);
  task.dueDate = input.dueDate ?? null;
  task.recurrencePattern = input.recurrencePattern ?? null;
  task.isRecurring = task.recurrencePattern !== null;
  // Without a due date the series anchors on its first completion date instead.
  task.recurrenceAnchorDay = task.recurrencePattern && task.dueDate ? anchorDayOf(task.dueDate) : null;
  // One statement writes the task and its history entry (bench/RESULTS.md: the
  // ORM's unit of work and a read-back cost several times the insert itself).
  const insert = (em: EntityManager) =>
    taskWrites.insert(
      em,
      newTaskRecord(task),
      { historyUserId: ctx.member.id, createdBy: ctx.member.id },
      ctx.deps.taskCreationWrites.list(),
    );
  const labelIds = input.labelIds ?? [];
  // With labels, a transaction: the labels are checked (and kept from deletion) and
  // attached with the task, or nothing is written.
  const inserted =
    labelIds.length === 0
      ? await insert(ctx.em)
      : await ctx.em.transactional(async (em) => {
          const labels = await requireLabels(em, labelIds, task.projectId);
          const made = await insert(em);
          await writeTaskLabels(em, made.task.id, labelIds);
          made.task.labels = labels;
          await rewriteCreatedEvents(em, made.written, made.task, ctx.member.id);
          return made;
        });
  publishCreated(ctx.deps, inserted, ctx.member.id);
  await rememberProject(ctx, task.projectId);
  return inserted.task;
}

/** The project a member last created a task in: the default of their next one. */
async function rememberProject(ctx: MemberCtx, projectId: string): Promise<void> {
  await ctx.em.execute(
    'update users set last_project_id = ?::uuid where id = ?::uuid and last_project_id is distinct from ?::uuid',
    [projectId, ctx.member.id, projectId],
  );
}

/** One task as members see it (its detail view, `/app/tasks/{id}`); 404 NOT_FOUND once deleted or never made. */
export async function getTask(ctx: MemberCtx, id: string): Promise<TaskDto> {
  const stored = await taskReads.read(ctx.em, id);
  if (!stored) throw notFound('Task');
  return stored.task;
}

/** Full edit or status only; `version`, when sent, must match (409 otherwise). */
export function updateTask(ctx: MemberCtx, id: string, input: UpdateData): Promise<TaskDto> {
  assertActorIsSelf(input.ownerId, ctx.member);
  return mutateTask(ctx, id, input.version, applyUpdate(ctx, input));
}

/**
 * What an edit does to one task, with its per-task rules; bulk actions
 * (task-bulk.service.ts) apply it to each of their tasks, so both refuse alike.
 */
export function applyUpdate(ctx: MemberCtx, input: UpdateData): ApplyChange {
  return async (task, em) => {
    applyInput(task, input);
    if (input.projectId !== undefined && input.projectId !== task.projectId) {
      await moveToProject(ctx, em, task, input.projectId);
    }
    if (input.assigneeId !== undefined) {
      task.assignee = input.assigneeId ? await requireAssignee(em, input.assigneeId, task.projectId) : null;
    }
    if (input.labelIds !== undefined) task.labels = await requireLabels(em, input.labelIds, task.projectId);
    const pattern = task.recurrencePattern ?? null;
    applyRecurrence(task, input);
    // Stopping or changing a series is its owner's call; SPEC's client resends the
    // unchanged pattern with every edit, which anyone may.
    if ((task.recurrencePattern ?? null) !== pattern && task.ownerId !== ctx.member.id) {
      throw forbidden('Only the owner can change the repetition');
    }
  };
}

/**
 * A move to another project: the mover works in both (the task's own is its scope,
 * checked before), the task keeps its history, comments, files and checklist, and its
 * labels of the same name there; the database gives it that project's next number.
 */
async function moveToProject(ctx: MemberCtx, em: EntityManager, task: TaskDraft, projectId: string) {
  await requireProject(em, ctx.member, task.projectId, 'write');
  await requireProject(em, ctx.member, projectId, 'write');
  task.labels = await sameNamedLabels(em, task.labels, projectId);
  task.projectId = projectId;
}

/**
 * Due date and recurrence together: a series re-anchors on a due date a member
 * picks, but not on a resent unchanged one (a clamped Feb 28 must not become the anchor).
 */
function applyRecurrence(task: TaskDraft, input: UpdateData): void {
  const dueChanged = input.dueDate !== undefined && input.dueDate !== task.dueDate;
  if (input.dueDate !== undefined) task.dueDate = input.dueDate;
  let pattern = task.recurrencePattern ?? null;
  if (input.recurrencePattern !== undefined) pattern = input.recurrencePattern;
  else if (input.isRecurring === false) pattern = null;
  else if (input.isRecurring === true && !pattern) {
    throw new DomainError('validation', 'VALIDATION_FAILED', 'A recurring task needs a pattern', [
      { path: 'recurrencePattern', message: 'A recurring task needs a pattern' },
    ]);
  }
  const patternChanged = pattern !== (task.recurrencePattern ?? null);
  task.recurrencePattern = pattern;
  task.isRecurring = pattern !== null;
  if (!pattern) task.recurrenceAnchorDay = null;
  else if (dueChanged || patternChanged)
    task.recurrenceAnchorDay = task.dueDate ? anchorDayOf(task.dueDate) : null;
}

export async function removeTask(ctx: MemberCtx, id: string): Promise<void> {
  const removed = await ctx.em.transactional(async (em) => {
    const stored = await taskReads.lock(em, id);
    if (!stored) throw new DomainError('notFound', 'NOT_FOUND', 'Task not found');
    await taskWrites.delete(em, stored.task, ctx.member.id);
    return stored.task;
  });
  publishDeleted(ctx.deps, removed, ctx.member.id);
}

/** Publishing on the dashboard: the owner or an admin only. Unpublishing clears the summary. */
export async function setVisibility(ctx: MemberCtx, id: string, input: VisibilityData): Promise<TaskDto> {
  let wasPublic = input.isPublic;
  const after = await mutateTask(ctx, id, undefined, (task) => {
    if (task.ownerId !== ctx.member.id && !ctx.member.isAdmin) {
      throw forbidden('Only the owner or an admin can change the visibility');
    }
    wasPublic = task.isPublic;
    task.isPublic = input.isPublic;
    task.publicSummary = input.isPublic ? (input.publicSummary ?? null) : null;
  });
  if (wasPublic !== after.isPublic) {
    await recordAudit(ctx, {
      kind: after.isPublic ? 'task.published' : 'task.unpublished',
      target: { type: 'task', id },
      details: { title: after.title },
    });
  }
  return after;
}

/** "Prendre en charge": assigns the task to the current member unless someone else has it (409). */
export function claimTask(ctx: MemberCtx, id: string): Promise<TaskDto> {
  return mutateTask(ctx, id, undefined, (task) => {
    if (task.assignee && task.assignee.id !== ctx.member.id) {
      throw new DomainError('conflict', 'TASK_ALREADY_ASSIGNED', 'This task is already assigned');
    }
    task.assignee = { id: ctx.member.id, name: ctx.member.name, avatar: ctx.member.avatar };
  });
}
