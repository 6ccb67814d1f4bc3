import { fitsBetween } from '@tm/domain/task/board-position';
import type { Task as TaskDto } from '@tm/domain/task/task.schema';
import type { MoveTaskInput } from '@tm/domain/task/task-move.schema';
import type { z } from 'zod';
import type { MemberCtx } from '../../context/service-ctx.ts';
import { mutateTask } from './task-mutation.ts';
import { taskPositions } from './task-positions.ts';

type MoveData = z.output<typeof MoveTaskInput>;

/**
 * The board's drop: the task goes to `status` at `position`. It is a change like
 * any other (task-mutation.ts): the version check, the status rules (completion
 * time, a recurring task's next occurrence), a history entry for a new status and
 * none for the position, `task:updated` to members. Any member may move any task,
 * as any member may change its status. When `position` lies too close to a
 * neighbour the column is renumbered first and boards are told to read it again.
 */
export async function moveTask(ctx: MemberCtx, id: string, input: MoveData): Promise<TaskDto> {
  let position = input.position;
  const { below, above } = await taskPositions.around(ctx.em, input.status, id, position);
  if (!fitsBetween(position, below, above)) {
    // Refused moves (unknown task, stale version) must renumber nothing: checked first.
    await mutateTask(ctx, id, input.version, () => {});
    position = await taskPositions.renumber(ctx.em, input.status, id, position);
    ctx.deps.realtime.toMembers('tasks:reordered', { status: input.status });
  }
  return mutateTask(ctx, id, input.version, (task) => {
    task.status = input.status;
    task.position = position;
  });
}
