import type { EntityManager } from '@mikro-orm/postgresql';
import type { TaskPriority, TaskStatus } from '@tm/domain/task/task.schema';
import { urgencySql } from '@tm/domain/task/urgency';
import { type TaskScope, visibleTasks } from '../tasks/task-scope.ts';

export interface PeriodTotals {
  total: number;
  done: number;
  overdue: number;
  /** Mean seconds from creation to completion of the done tasks; null when none is done. */
  avgCompletionSeconds: number | null;
  byStatus: { todo: number; doing: number };
  byPriority: Record<TaskPriority, number>;
  unassigned: { total: number; done: number };
}

export interface AssigneeTotals {
  id: string;
  name: string;
  avatar: string;
  total: number;
  done: number;
}

export interface PeriodFigures {
  totals: PeriodTotals;
  /** Total desc, then lower-case name, then id, so equal totals keep a stable order. */
  assignees: AssigneeTotals[];
}

interface GroupRow {
  assignee_id: string | null;
  name: string | null;
  avatar: string | null;
  status: TaskStatus;
  priority: TaskPriority;
  tasks: string | number;
  /** Of those, overdue (packages/domain urgency.ts). */
  late: string | number;
  /** Sum of the done tasks' completion times; null for other statuses. */
  done_seconds: string | number | null;
}

const int = (v: unknown) => Number(v ?? 0);

function emptyTotals(): PeriodTotals {
  return {
    total: 0,
    done: 0,
    overdue: 0,
    avgCompletionSeconds: null,
    byStatus: { todo: 0, doing: 0 },
    byPriority: { low: 0, medium: 0, high: 0, urgent: 0 },
    unassigned: { total: 0, done: 0 },
  };
}

// One pass over the period's rows, counted per (assignee, status, priority): a few
// hundred groups at most, from which every figure is summed here. The tasks are read
// once (not once for the totals and again per assignee), hashing three columns per
// row costs less than a dozen filtered aggregates, and no task is loaded into the process.
export const analyticsRepository = {
  /** Totals, overdue, mean completion time, active breakdowns and per-assignee rows of tasks created at or after `since`. */
  async periodFigures(
    em: EntityManager,
    scope: TaskScope,
    since: Date,
    today: string,
  ): Promise<PeriodFigures> {
    const overdue = urgencySql('overdue', today);
    const rows = await em.execute<GroupRow[]>(
      `with g as (
        select assignee_id, status, priority, count(*) as tasks,
          count(*) filter (where ${overdue.sql}) as late,
          -- completed_at is set when a task becomes done; updated_at stands in for rows without it.
          sum(extract(epoch from coalesce(completed_at, updated_at) - created_at))
            filter (where status = 'done') as done_seconds
        from ${visibleTasks(scope)} t where created_at >= ?
        group by assignee_id, status, priority
      )
      select g.*, u.name, u.avatar
      from g left join users u on u.id = g.assignee_id
      -- Each assignee's groups together, assignees by total desc, lower-case name, id.
      order by sum(g.tasks) over (partition by g.assignee_id) desc, lower(u.name), u.id`,
      [...overdue.params, since],
    );
    const totals = emptyTotals();
    let doneSeconds = 0;
    const assignees = new Map<string, AssigneeTotals>();
    for (const r of rows) {
      const n = int(r.tasks);
      const done = r.status === 'done';
      totals.total += n;
      if (r.status === 'done') {
        totals.done += n;
        doneSeconds += int(r.done_seconds);
      } else {
        totals.overdue += int(r.late);
        totals.byStatus[r.status] += n;
        totals.byPriority[r.priority] += n;
      }
      if (r.assignee_id === null) {
        totals.unassigned.total += n;
        if (done) totals.unassigned.done += n;
        continue;
      }
      let row = assignees.get(r.assignee_id);
      if (!row) {
        row = { id: r.assignee_id, name: String(r.name), avatar: String(r.avatar), total: 0, done: 0 };
        assignees.set(r.assignee_id, row);
      }
      row.total += n;
      if (done) row.done += n;
    }
    totals.avgCompletionSeconds = totals.done > 0 ? doneSeconds / totals.done : null;
    return { totals, assignees: [...assignees.values()] };
  },
};
