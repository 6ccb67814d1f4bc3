import type { EntityManager } from '@mikro-orm/postgresql';
import { POSITION_STEP } from '@tm/domain/task/board-position';
import type { TaskStatus } from '@tm/domain/task/task.schema';
import { SYSTEM_SCOPE, visibleTasks } from './task-scope.ts';

/** A board column holds the live tasks of the team's pool. */
const LIVE = visibleTasks(SYSTEM_SCOPE);

// The SQL of board positions (packages/domain task/board-position.ts): the nearest
// positions around a drop, and the renumbering of a column whose gaps ran out.
// Columns are ordered by (position, id), as the browser orders them.

export const taskPositions = {
  /** The nearest positions of other tasks of `status` at or under, and at or over, `position`. */
  async around(
    em: EntityManager,
    status: TaskStatus,
    taskId: string,
    position: number,
  ): Promise<{ below: number | null; above: number | null }> {
    const [row] = await em.execute<{ below: number | null; above: number | null }[]>(
      `select
         (select max(position) from ${LIVE} t where status = ? and id <> ? and position <= ?) as below,
         (select min(position) from ${LIVE} t where status = ? and id <> ? and position >= ?) as above`,
      [status, taskId, position, status, taskId, position],
    );
    return { below: row?.below ?? null, above: row?.above ?? null };
  },

  /**
   * Renumbers the other tasks of `status` at POSITION_STEP intervals, in their order,
   * and answers the position that keeps the moved task where `position` put it:
   * midway between the tasks that were below it and above it. One statement: the
   * count reads the positions as they were before its own update.
   */
  async renumber(em: EntityManager, status: TaskStatus, taskId: string, position: number): Promise<number> {
    const rows = await em.execute<{ rank: number }[]>(
      `with col as (
         select id, row_number() over (order by position, id) as n from ${LIVE} t
         where status = ? and id <> ?
       ), r as (
         update tasks set position = col.n * ${POSITION_STEP}::double precision
         from col where tasks.id = col.id and tasks.position <> col.n * ${POSITION_STEP}::double precision
       )
       select count(*)::int as rank from ${LIVE} t where status = ? and id <> ? and position < ?`,
      [status, taskId, status, taskId, position],
    );
    return (rows[0]?.rank ?? 0) * POSITION_STEP + POSITION_STEP / 2;
  },
};
