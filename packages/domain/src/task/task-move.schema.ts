import { z } from 'zod';
import { TASK_STATUSES } from './task-constants.ts';

/**
 * `POST /api/tasks/{id}/move`: the board's drop. `position` is where the task goes
 * in the `status` column (lower first: board-position.ts); the server may renumber.
 * `version`, when sent, must match (409 otherwise), as for any change.
 */
export const MoveTaskInput = z.strictObject({
  status: z.enum(TASK_STATUSES),
  position: z.number().finite(),
  version: z.int().positive().optional(),
});
export type MoveTaskInput = z.input<typeof MoveTaskInput>;

/** tRPC `tasks.move`: the same fields plus the task's id. */
export const MoveTaskByIdInput = MoveTaskInput.extend({ id: z.uuid() });
export type MoveTaskByIdInput = z.input<typeof MoveTaskByIdInput>;
