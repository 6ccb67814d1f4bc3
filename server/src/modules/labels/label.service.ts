import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type CreateLabelInput,
  type Label,
  sortLabels,
  type UpdateLabelInput,
} from '@tm/domain/label/label.schema';
import type { z } from 'zod';
import type { MemberCtx } from '../../context/service-ctx.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { requireProject } from '../projects/project-access.ts';
import { memberScope, visibleProjects } from '../tasks/task-scope.ts';
import { LABEL_COLUMNS, selectLabelsOf } from './label-rows.ts';

// Each project's label set (issue 31; names unique inside a project): the people who
// work in a project list, create, rename, recolour and delete its labels (issue 19).
// A rename or delete changes what many tasks show at once, so the project's people
// hear `labels:updated` and read labels and tasks again; the tasks keep their version
// and history (the label changed, not the task: docs/decisions.md).

type LabelCtx = Pick<MemberCtx, 'em' | 'member' | 'deps'>;

export const labelNotFound = () => new DomainError('notFound', 'LABEL_NOT_FOUND', 'Label not found');
const nameTaken = () =>
  new DomainError('conflict', 'LABEL_NAME_TAKEN', 'A label with this name already exists', [
    { path: 'name', message: 'LABEL_NAME_TAKEN' },
  ]);

/** Two members naming labels alike at once: the unique index on lower(name) decides. */
function isNameClash(err: unknown): boolean {
  return (
    err instanceof UniqueConstraintViolationException || (err as { code?: string } | null)?.code === '23505'
  );
}

/** The labels of the reader's projects, or of those `projectIds` names among them. */
export function listLabels(ctx: LabelCtx, projectIds?: readonly string[]): Promise<Label[]> {
  return ctx.em.execute<Label[]>(selectLabelsOf(visibleProjects(memberScope(ctx.member, { projectIds }))));
}

/** The project a label belongs to, if the member works in it (else the label's 404). */
async function requireLabelProject(ctx: LabelCtx, id: string): Promise<void> {
  const [row] = await ctx.em.execute<{ project_id: string }[]>(
    'select project_id from labels where id = ?::uuid',
    [id],
  );
  if (!row) throw labelNotFound();
  await requireProject(ctx.em, ctx.member, row.project_id, 'write').catch((err: unknown) => {
    throw err instanceof DomainError && err.code === 'PROJECT_NOT_FOUND' ? labelNotFound() : err;
  });
}

export async function createLabel(ctx: LabelCtx, input: z.output<typeof CreateLabelInput>): Promise<Label> {
  await requireProject(ctx.em, ctx.member, input.projectId, 'write');
  const rows = await ctx.em
    .execute<Label[]>(
      `insert into labels (id, name, color, project_id) values (?::uuid, ?, ?, ?::uuid)
       on conflict (project_id, (lower(name))) do nothing returning ${LABEL_COLUMNS.replaceAll('l.', '')}`,
      [randomUUID(), input.name, input.color, input.projectId],
    )
    .catch((err: unknown) => {
      throw isNameClash(err) ? nameTaken() : err;
    });
  const label = rows[0];
  if (!label) throw nameTaken();
  ctx.deps.realtime.toProject(label.projectId, 'labels:updated');
  return label;
}

export async function updateLabel(
  ctx: LabelCtx,
  id: string,
  input: z.output<typeof UpdateLabelInput>,
): Promise<Label> {
  await requireLabelProject(ctx, id);
  const rows = await ctx.em
    .execute<Label[]>(
      `update labels set name = coalesce(?, name), color = coalesce(?, color)
       where id = ?::uuid returning ${LABEL_COLUMNS.replaceAll('l.', '')}`,
      [input.name ?? null, input.color ?? null, id],
    )
    .catch((err: unknown) => {
      throw isNameClash(err) ? nameTaken() : err;
    });
  const label = rows[0];
  if (!label) throw labelNotFound();
  ctx.deps.realtime.toProject(label.projectId, 'labels:updated');
  return label;
}

/** Deletes the label; the tasks carrying it lose it (task_labels cascade). */
export async function deleteLabel(ctx: LabelCtx, id: string): Promise<void> {
  await requireLabelProject(ctx, id);
  const rows = await ctx.em.execute<{ project_id: string }[]>(
    'delete from labels where id = ?::uuid returning project_id',
    [id],
  );
  if (!rows[0]) throw labelNotFound();
  ctx.deps.realtime.toProject(rows[0].project_id, 'labels:updated');
}

/**
 * The labels `ids` name, sorted as tasks carry them; 400 LABEL_NOT_FOUND when one
 * is unknown or of another project than the task's. `for share` keeps them from being deleted before the caller's
 * transaction writes them to a task (outside one, it is a plain read).
 */
export async function requireLabels(
  em: EntityManager,
  ids: readonly string[],
  projectId: string,
): Promise<Label[]> {
  if (ids.length === 0) return [];
  const found = await em.execute<Label[]>(
    `select ${LABEL_COLUMNS} from labels l
     where l.project_id = ?::uuid and l.id in (${ids.map(() => '?::uuid').join(', ')}) for share`,
    [projectId, ...ids],
  );
  if (found.length !== ids.length) {
    throw new DomainError('validation', 'LABEL_NOT_FOUND', 'Unknown label', [
      { path: 'labelIds', message: 'LABEL_NOT_FOUND' },
    ]);
  }
  return sortLabels(found);
}

/**
 * A moving task's labels in its new project: those of the same name there (ignoring
 * case); the others are dropped.
 */
export async function sameNamedLabels(
  em: EntityManager,
  labels: readonly Label[],
  projectId: string,
): Promise<Label[]> {
  if (labels.length === 0) return [];
  const found = await em.execute<Label[]>(
    `select ${LABEL_COLUMNS} from labels l
     where l.project_id = ?::uuid and lower(l.name) in (${labels.map(() => 'lower(?)').join(', ')}) for share`,
    [projectId, ...labels.map((l) => l.name)],
  );
  return sortLabels(found);
}

/** Replaces a task's labels with `ids` (already checked), in the caller's transaction. */
export async function writeTaskLabels(
  em: EntityManager,
  taskId: string,
  ids: readonly string[],
): Promise<void> {
  await em.execute('delete from task_labels where task_id = ?::uuid', [taskId]);
  if (ids.length > 0) {
    await em.execute(
      `insert into task_labels (task_id, label_id) values ${ids.map(() => '(?::uuid, ?::uuid)').join(', ')}`,
      ids.flatMap((id) => [taskId, id]),
    );
  }
}
