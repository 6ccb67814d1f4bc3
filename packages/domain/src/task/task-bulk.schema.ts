import { z } from 'zod';
import { LabelIdsSchema } from '../label/label.schema.ts';
import { TASK_PRIORITIES, TASK_STATUSES } from './task-constants.ts';

/** A bulk action names at most this many tasks (more: 400 BULK_TOO_MANY; none: 400 BULK_EMPTY). */
export const BULK_MAX = 500;

/** Empty strings mean "nobody", as in the task form (SPEC 5). */
const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** What a bulk change sets on every named task; at least one field (else 400 BULK_ACTION_REQUIRED). */
const BulkSetFields = z.strictObject({
  status: z.enum(TASK_STATUSES).optional(),
  /** null: unassigned. */
  assigneeId: z.preprocess(emptyToNull, z.uuid().nullable()).optional(),
  priority: z.enum(TASK_PRIORITIES).optional(),
  /** The task's whole label set afterwards (the same schema and meaning as `labelIds` of PATCH /api/tasks/{id}). */
  labelIds: LabelIdsSchema.optional(),
});

/**
 * `POST /api/tasks/bulk` and tRPC `tasks.bulk`: `{ids, set}` changes the tasks
 * (answers them), `{ids, delete: true}` deletes them (204). One transaction: an
 * unknown id (404), a refused task (403) or a bad value (400) changes nothing.
 */
export const BulkTaskInput = z
  .strictObject({
    ids: z
      .array(z.uuid(), 'BULK_EMPTY')
      .min(1, 'BULK_EMPTY')
      .max(BULK_MAX, 'BULK_TOO_MANY')
      // The same task named twice is one task.
      .transform((ids) => [...new Set(ids)]),
    set: BulkSetFields.optional(),
    delete: z.literal(true).optional(),
  })
  .superRefine((v, ctx) => {
    const sets = v.set !== undefined && Object.values(v.set).some((x) => x !== undefined);
    if (sets === (v.delete === true)) {
      ctx.addIssue({ code: 'custom', path: ['set'], message: 'BULK_ACTION_REQUIRED' });
    }
  });
export type BulkTaskInput = z.input<typeof BulkTaskInput>;
export type BulkSet = z.output<typeof BulkSetFields>;
