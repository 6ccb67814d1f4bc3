import type { EntityManager } from '@mikro-orm/postgresql';
import type { LabelBreakdownRow } from '@tm/domain/analytics/analytics-trends.schema';
import { type TaskScope, visibleTasks } from '../tasks/task-scope.ts';

// Analytics with time (issue 24). Each query groups in SQL and returns a few hundred rows
// at most: bucket indexes, (start, end) day pairs, labels. No task is loaded.

/** When a task became done: completed_at, or updated_at for rows from before it existed; null while not done. */
const DONE_AT = "case when status = 'done' then coalesce(completed_at, updated_at) end";

const int = (v: unknown) => Number(v ?? 0);

export interface OverdueSpan {
  /** First UTC day the task counts as overdue: the day after its due date, or its creation day if later. */
  from: string;
  /** UTC day it became done (no longer overdue from that day on); null while not done. */
  until: string | null;
  tasks: number;
}

export const analyticsTrendsRepository = {
  /** Tasks created at or after `since`, per bucket of `stepDays` counted from the UTC day `origin`. */
  async createdPerBucket(
    em: EntityManager,
    scope: TaskScope,
    since: Date,
    origin: string,
    stepDays: number,
  ): Promise<Map<number, number>> {
    const rows = await em.execute<{ i: number | string; n: string | number }[]>(
      `select ((created_at at time zone 'UTC')::date - ?::date) / ? as i, count(*) as n
      from ${visibleTasks(scope)} t where created_at >= ? group by 1`,
      [origin, stepDays, since],
    );
    return new Map(rows.map((r) => [int(r.i), int(r.n)]));
  },

  /** Tasks that became done at or after `since`, per bucket. */
  async completedPerBucket(
    em: EntityManager,
    scope: TaskScope,
    since: Date,
    origin: string,
    stepDays: number,
  ): Promise<Map<number, number>> {
    const rows = await em.execute<{ i: number | string; n: string | number }[]>(
      `select ((${DONE_AT} at time zone 'UTC')::date - ?::date) / ? as i, count(*) as n
      from ${visibleTasks(scope)} t where status = 'done' and ${DONE_AT} >= ? group by 1`,
      [origin, stepDays, since],
    );
    return new Map(rows.map((r) => [int(r.i), int(r.n)]));
  },

  /**
   * Every task that was overdue at some time from `firstDay` to `lastDay` (UTC days), as
   * the days it was: overdue on day D = due before D, created by the end of D, not done by
   * the end of D (packages/domain urgency.ts's rule, with D as "today"). Grouped by span.
   */
  async overdueSpans(
    em: EntityManager,
    scope: TaskScope,
    firstDay: string,
    lastDay: string,
  ): Promise<OverdueSpan[]> {
    const rows = await em.execute<{ from: string; until: string | null; n: string | number }[]>(
      `select to_char(greatest(due_date + 1, (created_at at time zone 'UTC')::date), 'YYYY-MM-DD') as "from",
        to_char((${DONE_AT} at time zone 'UTC')::date, 'YYYY-MM-DD') as "until", count(*) as n
      from ${visibleTasks(scope)} t
      where due_date is not null and due_date < ?::date
        and (created_at at time zone 'UTC')::date <= ?::date
        and (${DONE_AT} is null or (${DONE_AT} at time zone 'UTC')::date > ?::date)
      group by 1, 2`,
      [lastDay, lastDay, firstDay],
    );
    return rows.map((r) => ({ from: r.from, until: r.until, tasks: int(r.n) }));
  },

  /** Median and 85th percentile of creation-to-completion seconds of the done tasks created at or after `since`. */
  async cycleTime(em: EntityManager, scope: TaskScope, since: Date) {
    const [row] = await em.execute<Record<string, string | number | null>[]>(
      `select count(*) as n, avg(s) as average,
        percentile_cont(0.5) within group (order by s) as median,
        percentile_cont(0.85) within group (order by s) as p85
      from (select extract(epoch from ${DONE_AT} - created_at) as s
        from ${visibleTasks(scope)} t where created_at >= ? and status = 'done') d`,
      [since],
    );
    const n = int(row?.n);
    // Whole seconds: the screen shows minutes at the finest.
    const num = (v: unknown) => (n === 0 || v === null || v === undefined ? null : Math.round(Number(v)));
    return {
      count: n,
      averageSeconds: num(row?.average),
      medianSeconds: num(row?.median),
      p85Seconds: num(row?.p85),
    };
  },

  /** Tasks created at or after `since` per label: total and done. */
  async byLabel(em: EntityManager, scope: TaskScope, since: Date): Promise<LabelBreakdownRow[]> {
    const rows = await em.execute<
      { id: string; name: string; color: string; total: string | number; done: string | number }[]
    >(
      `select l.id, l.name, l.color, count(*) as total, count(*) filter (where t.status = 'done') as done
      from task_labels tl join ${visibleTasks(scope)} t on t.id = tl.task_id join labels l on l.id = tl.label_id
      where t.created_at >= ?
      group by l.id, l.name, l.color
      order by count(*) desc, lower(l.name), l.id`,
      [since],
    );
    return rows.map((r) => ({
      label: { id: r.id, name: r.name, color: r.color },
      total: int(r.total),
      done: int(r.done),
      active: int(r.total) - int(r.done),
    }));
  },
};
