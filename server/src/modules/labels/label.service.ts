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
import { SELECT_LABELS } from './label-rows.ts';

// The team's label set: any member lists, creates, renames, recolours and deletes
// labels (issue 19). A rename or delete changes what many tasks show at once, so
// members hear `labels:updated` and read labels and tasks again; the tasks keep
// their version and history (the label changed, not the task: docs/decisions.md).

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

export function listLabels(em: EntityManager): Promise<Label[]> {
  return em.execute<Label[]>(SELECT_LABELS);
}

export async function createLabel(ctx: LabelCtx, input: z.output<typeof CreateLabelInput>): Promise<Label> {
  const rows = await ctx.em
    .execute<Label[]>(
      `insert into labels (id, name, color) values (?::uuid, ?, ?)
       on conflict ((lower(name))) do nothing returning id, name, color`,
      [randomUUID(), input.name, input.color],
    )
    .catch((err: unknown) => {
      throw isNameClash(err) ? nameTaken() : err;
    });
  const label = rows[0];
  if (!label) throw nameTaken();
  ctx.deps.realtime.toMembers('labels:updated');
  return label;
}

export async function updateLabel(
  ctx: LabelCtx,
  id: string,
  input: z.output<typeof UpdateLabelInput>,
): Promise<Label> {
  const rows = await ctx.em
    .execute<Label[]>(
      `update labels set name = coalesce(?, name), color = coalesce(?, color)
       where id = ?::uuid returning id, name, color`,
      [input.name ?? null, input.color ?? null, id],
    )
    .catch((err: unknown) => {
      throw isNameClash(err) ? nameTaken() : err;
    });
  const label = rows[0];
  if (!label) throw labelNotFound();
  ctx.deps.realtime.toMembers('labels:updated');
  return label;
}

/** Deletes the label; the tasks carrying it lose it (task_labels cascade). */
export async function deleteLabel(ctx: LabelCtx, id: string): Promise<void> {
  const rows = await ctx.em.execute<{ id: string }[]>('delete from labels where id = ?::uuid returning id', [
    id,
  ]);
  if (rows.length === 0) throw labelNotFound();
  ctx.deps.realtime.toMembers('labels:updated');
}

/**
 * The labels `ids` name, sorted as tasks carry them; 400 LABEL_NOT_FOUND when one
 * is unknown. `for share` keeps them from being deleted before the caller's
 * transaction writes them to a task (outside one, it is a plain read).
 */
export async function requireLabels(em: EntityManager, ids: readonly string[]): Promise<Label[]> {
  if (ids.length === 0) return [];
  const found = await em.execute<Label[]>(
    `select l.id, l.name, l.color from labels l where l.id in (${ids.map(() => '?::uuid').join(', ')}) for share`,
    [...ids],
  );
  if (found.length !== ids.length) {
    throw new DomainError('validation', 'LABEL_NOT_FOUND', 'Unknown label', [
      { path: 'labelIds', message: 'LABEL_NOT_FOUND' },
    ]);
  }
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
