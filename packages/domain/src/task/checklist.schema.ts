import { z } from 'zod';
import type { ChecklistItemOut } from '../api/wire.schema.ts';
import { oneLine } from '../text/plain-text.ts';

import { CHECKLIST_TEXT_MAX } from './checklist-limits.ts';

export { CHECKLIST_ITEMS_MAX, CHECKLIST_TEXT_MAX } from './checklist-limits.ts';

/** One item of a task's checklist; a task's items are ordered by `position`, lower first. */
export type ChecklistItem = z.output<typeof ChecklistItemOut>;

const ChecklistTextSchema = z
  .string('CHECKLIST_TEXT_REQUIRED')
  .check(oneLine)
  .trim()
  .min(1, 'CHECKLIST_TEXT_REQUIRED')
  .max(CHECKLIST_TEXT_MAX, 'CHECKLIST_TEXT_TOO_LONG');

/** Any finite number; only the order matters, and the server renumbers (checklist-order.ts). */
const PositionSchema = z.number().refine(Number.isFinite, 'VALIDATION_FAILED');

/** `POST /api/tasks/{id}/checklist`: a new item goes last, not done. */
export const ChecklistAddInput = z.strictObject({ text: ChecklistTextSchema });
export type ChecklistAddInput = z.input<typeof ChecklistAddInput>;

/** `PATCH /api/tasks/{id}/checklist/{itemId}`: any subset; `position` moves the item (checklist-order.ts). */
export const ChecklistUpdateInput = z.strictObject({
  text: ChecklistTextSchema.optional(),
  done: z.boolean().optional(),
  position: PositionSchema.optional(),
});
export type ChecklistUpdateInput = z.input<typeof ChecklistUpdateInput>;

/** tRPC `checklist.add`. */
export const ChecklistAddByTaskInput = ChecklistAddInput.extend({ taskId: z.uuid() });
export type ChecklistAddByTaskInput = z.input<typeof ChecklistAddByTaskInput>;

/** tRPC `checklist.update`. */
export const ChecklistUpdateByIdInput = ChecklistUpdateInput.extend({ taskId: z.uuid(), itemId: z.uuid() });
export type ChecklistUpdateByIdInput = z.input<typeof ChecklistUpdateByIdInput>;

/** tRPC `checklist.remove`. */
export const ChecklistItemRefInput = z.strictObject({ taskId: z.uuid(), itemId: z.uuid() });
export type ChecklistItemRefInput = z.input<typeof ChecklistItemRefInput>;
