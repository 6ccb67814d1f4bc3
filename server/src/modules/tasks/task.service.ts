import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { todayIn } from '@tm/domain/task/date-only';
import { anchorDayOf } from '@tm/domain/task/recurrence';
import {
  type CreateTaskInput,
  type PublicTask,
  type Task as TaskDto,
  type UpdateTaskInput,
  URGENT_PAGE_DEFAULT,
  type UrgentListInput,
  type UrgentPage,
  type VisibilityInput,
} from '@tm/domain/task/task.schema';
import { encodeUrgentCursor } from '@tm/domain/task/urgent-cursor';
import type { z } from 'zod';
import { DomainError, forbidden } from '../../http/domain-error.ts';
import { assertActorIsSelf } from './assert-actor.ts';
import { type AssignableUser, taskRepository } from './task.repository.ts';
import type { TaskCtx } from './task-ctx.ts';
import { publishCreated, publishDeleted } from './task-events.ts';
import { mutateTask, type TaskDraft } from './task-mutation.ts';
import { taskWrites } from './task-writes.ts';

type CreateData = z.output<typeof CreateTaskInput>;
type UpdateData = z.output<typeof UpdateTaskInput>;
type VisibilityData = z.output<typeof VisibilityInput>;
type UrgentListData = z.output<typeof UrgentListInput>;

/** Every task with owner, assignee and comments (members only; adapters check the session). */
export function listTasks(em: EntityManager): Promise<TaskDto[]> {
  return taskRepository.listAll(em);
}

/** A page of SPEC 9's urgent list for the viewer's `today` (members only), sorted as the screen shows it. */
export async function listUrgentTasks(
  em: EntityManager,
  input: UrgentListData = { limit: URGENT_PAGE_DEFAULT },
): Promise<UrgentPage> {
  // The server has no time zone setting: without the viewer's date, UTC's (docs/decisions.md).
  const today = input.today ?? todayIn('UTC');
  const page = await taskRepository.listUrgentPage(em, today, input.cursor ?? null, input.limit);
  return {
    tasks: page.tasks,
    nextCursor: page.more && page.last ? encodeUrgentCursor(page.last) : null,
    total: page.total,
  };
}

/** What anyone may see of public tasks (DESIGN: public data). */
export function listPublicTasks(em: EntityManager): Promise<PublicTask[]> {
  return taskRepository.listPublic(em);
}

async function requireAssignee(em: EntityManager, id: string): Promise<AssignableUser> {
  const user = await taskRepository.findAssignableUser(em, id);
  if (!user) {
    throw new DomainError('validation', 'ASSIGNEE_NOT_FOUND', 'Unknown assignee', [
      { path: 'assigneeId', message: 'ASSIGNEE_NOT_FOUND' },
    ]);
  }
  return user;
}

export async function createTask(ctx: TaskCtx, input: CreateData): Promise<TaskDto> {
  assertActorIsSelf(input.ownerId, ctx.user);
  const assignee = input.assigneeId ? await requireAssignee(ctx.em, input.assigneeId) : null;
  const pattern = input.recurrencePattern ?? null;
  const dueDate = input.dueDate ?? null;
  // One statement writes the task and its history entry (bench/RESULTS.md: the
  // ORM's unit of work and a read-back cost several times the insert itself).
  const inserted = await taskWrites.insert(
    ctx.em,
    {
      id: randomUUID(),
      title: input.title,
      ownerId: ctx.user.id,
      assigneeId: assignee?.id ?? null,
      status: 'todo',
      priority: input.priority,
      dueDate,
      clientApproval: input.clientApproval,
      approvalComment: input.approvalComment ?? null,
      recurrencePattern: pattern,
      // Without a due date the series anchors on its first completion date instead.
      recurrenceAnchorDay: pattern && dueDate ? anchorDayOf(dueDate) : null,
    },
    ctx.user.id,
    ctx.user.id,
  );
  publishCreated(ctx.deps, inserted, ctx.user.id);
  return inserted.task;
}

/** Full edit or status only; `version`, when sent, must match (409 otherwise). */
export function updateTask(ctx: TaskCtx, id: string, input: UpdateData): Promise<TaskDto> {
  assertActorIsSelf(input.ownerId, ctx.user);
  return mutateTask(ctx, id, input.version, async (task, em) => {
    if (input.title !== undefined) task.title = input.title;
    if (input.status !== undefined) task.status = input.status;
    if (input.priority !== undefined) task.priority = input.priority;
    if (input.clientApproval !== undefined) task.clientApproval = input.clientApproval;
    if (input.approvalComment !== undefined) task.approvalComment = input.approvalComment;
    if (input.assigneeId !== undefined) {
      task.assignee = input.assigneeId ? await requireAssignee(em, input.assigneeId) : null;
    }
    applyRecurrence(task, input);
  });
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

export async function removeTask(ctx: TaskCtx, id: string): Promise<void> {
  const removed = await ctx.em.transactional(async (em) => {
    const stored = await taskWrites.lock(em, id);
    if (!stored) throw new DomainError('notFound', 'NOT_FOUND', 'Task not found');
    await taskWrites.delete(em, id);
    return stored.task;
  });
  publishDeleted(ctx.deps, removed, ctx.user.id);
}

/** Publishing on the dashboard: the owner or an admin only. Unpublishing clears the summary. */
export function setVisibility(ctx: TaskCtx, id: string, input: VisibilityData): Promise<TaskDto> {
  return mutateTask(ctx, id, undefined, (task) => {
    if (task.ownerId !== ctx.user.id && !ctx.user.isAdmin) {
      throw forbidden('Only the owner or an admin can change the visibility');
    }
    task.isPublic = input.isPublic;
    task.publicSummary = input.isPublic ? (input.publicSummary ?? null) : null;
  });
}

/** "Prendre en charge": assigns the task to the current member unless someone else has it (409). */
export function claimTask(ctx: TaskCtx, id: string): Promise<TaskDto> {
  return mutateTask(ctx, id, undefined, (task) => {
    if (task.assignee && task.assignee.id !== ctx.user.id) {
      throw new DomainError('conflict', 'TASK_ALREADY_ASSIGNED', 'This task is already assigned');
    }
    task.assignee = { id: ctx.user.id, name: ctx.user.name, avatar: ctx.user.avatar };
  });
}
