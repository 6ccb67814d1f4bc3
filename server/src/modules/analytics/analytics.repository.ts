import type { EntityManager } from '@mikro-orm/postgresql';
import type { TaskPriority } from '@tm/domain/task/task.schema';

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

const int = (v: unknown) => Number(v ?? 0);

// Every figure is an aggregate over the period's rows (range scan of tasks_created_at);
// no task is ever loaded into the process.
export const analyticsRepository = {
  /** Totals, overdue, mean completion time and active breakdowns of tasks created at or after `since`. */
  async periodTotals(em: EntityManager, since: Date, today: string): Promise<PeriodTotals> {
    const [row] = await em.execute<Record<string, string | number | null>[]>(
      `select count(*) as total,
        count(*) filter (where status = 'done') as done,
        count(*) filter (where status <> 'done' and due_date < ?::date) as overdue,
        -- completed_at is set when a task becomes done; updated_at stands in for rows without it.
        avg(extract(epoch from coalesce(completed_at, updated_at) - created_at))
          filter (where status = 'done') as avg_seconds,
        count(*) filter (where status = 'todo') as todo,
        count(*) filter (where status = 'doing') as doing,
        count(*) filter (where status <> 'done' and priority = 'low') as low,
        count(*) filter (where status <> 'done' and priority = 'medium') as medium,
        count(*) filter (where status <> 'done' and priority = 'high') as high,
        count(*) filter (where status <> 'done' and priority = 'urgent') as urgent,
        count(*) filter (where assignee_id is null) as unassigned,
        count(*) filter (where assignee_id is null and status = 'done') as unassigned_done
      from tasks where created_at >= ?`,
      [today, since],
    );
    const r = row ?? {};
    return {
      total: int(r.total),
      done: int(r.done),
      overdue: int(r.overdue),
      avgCompletionSeconds:
        r.avg_seconds === null || r.avg_seconds === undefined ? null : Number(r.avg_seconds),
      byStatus: { todo: int(r.todo), doing: int(r.doing) },
      byPriority: { low: int(r.low), medium: int(r.medium), high: int(r.high), urgent: int(r.urgent) },
      unassigned: { total: int(r.unassigned), done: int(r.unassigned_done) },
    };
  },

  /** Per assignee: total desc, then lower-case name, then id, so equal totals keep a stable order. */
  async perAssignee(em: EntityManager, since: Date): Promise<AssigneeTotals[]> {
    const rows = await em.execute<Record<string, string | number>[]>(
      `select u.id, u.name, u.avatar, count(*) as total, count(*) filter (where t.status = 'done') as done
      from tasks t join users u on u.id = t.assignee_id
      where t.created_at >= ?
      group by u.id, u.name, u.avatar
      order by count(*) desc, lower(u.name), u.id`,
      [since],
    );
    return rows.map((r) => ({
      id: String(r.id),
      name: String(r.name),
      avatar: String(r.avatar),
      total: int(r.total),
      done: int(r.done),
    }));
  },
};
