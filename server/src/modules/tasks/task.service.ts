import { randomUUID } from 'node:crypto';
import { ref } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { anchorDayOf } from '@tm/domain/task/recurrence';
import type {
  CreateTaskInput,
  PublicTask,
  Task as TaskDto,
  UpdateTaskInput,
  VisibilityInput,
} from '@tm/domain/task/task.schema';
import type { z } from 'zod';
import { DomainError, forbidden } from '../../http/domain-error.ts';
import { historyRepository } from '../history/history.repository.ts';
import type { User } from '../users/user.entity.ts';
import { assertActorIsSelf } from './assert-actor.ts';
import { Task } from './task.entity.ts';
import { taskRepository } from './task.repository.ts';
import type { TaskCtx } from './task-ctx.ts';
import { publishCreated, publishDeleted } from './task-events.ts';
import { mutateTask } from './task-mutation.ts';

type CreateData = z.output<typeof CreateTaskInput>;
type UpdateData = z.output<typeof UpdateTaskInput>;
type VisibilityData = z.output<typeof VisibilityInput>;

/** Every task with owner, assignee and comments (members only; adapters check the session). */
export function listTasks(em: EntityManager): Promise<TaskDto[]> {
  return taskRepository.listAll(em);
}

/** What anyone may see of public tasks (DESIGN: public data). */
export function listPublicTasks(em: EntityManager): Promise<PublicTask[]> {
  return taskRepository.listPublic(em);
}

async function requireAssignee(em: EntityManager, id: string): Promise<User> {
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
  const task = await ctx.em.transactional(async (em) => {
    const assignee = input.assigneeId ? await requireAssignee(em, input.assigneeId) : null;
    const pattern = input.recurrencePattern ?? null;
    const dueDate = input.dueDate ?? null;
    const id = randomUUID();
    em.create(Task, {
      id,
      title: input.title,
      owner: ctx.user.id,
      assignee: assignee?.id ?? null,
      dueDate,
      priority: input.priority,
      clientApproval: input.clientApproval,
      approvalComment: input.approvalComment ?? null,
      isRecurring: pattern !== null,
      recurrencePattern: pattern,
      // Without a due date the series anchors on its first completion date instead.
      recurrenceAnchorDay: pattern && dueDate ? anchorDayOf(dueDate) : null,
    });
    historyRepository.add(em, id, ctx.user.id, [{ action: 'created' }]);
    await em.flush();
    return (await taskRepository.findById(em, id)) as TaskDto;
  });
  publishCreated(ctx.deps, task, ctx.user.id);
  return task;
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
      task.assignee = input.assigneeId ? ref(await requireAssignee(em, input.assigneeId)) : null;
    }
    applyRecurrence(task, input);
  });
}

/**
 * Due date and recurrence together: a series re-anchors on a due date a member
 * picks, but not on a resent unchanged one (a clamped Feb 28 must not become the anchor).
 */
function applyRecurrence(task: Task, input: UpdateData): void {
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
    const task = await taskRepository.lockForUpdate(em, id);
    if (!task) throw new DomainError('notFound', 'NOT_FOUND', 'Task not found');
    const dto = (await taskRepository.findById(em, id)) as TaskDto;
    em.remove(task);
    await em.flush();
    return dto;
  });
  publishDeleted(ctx.deps, removed, ctx.user.id);
}

/** Publishing on the dashboard: the owner or an admin only. Unpublishing clears the summary. */
export function setVisibility(ctx: TaskCtx, id: string, input: VisibilityData): Promise<TaskDto> {
  return mutateTask(ctx, id, undefined, (task) => {
    if (task.owner.id !== ctx.user.id && !ctx.user.isAdmin) {
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
    task.assignee = ref(ctx.user);
  });
}
