import type { TaskPriority } from '@tm/domain/task/task.schema';
import type { UrgentCursor } from '@tm/domain/task/urgent-cursor';
import { type TaskScope, visibleTasks } from './task-scope.ts';
import { TASK_JOINS, TASK_SELECT } from './task-statements.ts';

// SPEC 9's urgent list in SQL, the twin of `isUrgent` and `compareUrgent` (packages/domain
// urgent-filter.ts): not done, and urgent, or due before `today`, or high and due today or
// tomorrow; ordered by priority rank, due date (undated last), newest, id.
//
// Each priority is its own range of the partial index tasks_open_priority (priority,
// due_date, created_at, id where status <> 'done'), and each one's urgent rows are a
// due-date range of it: every due date for urgent, up to tomorrow for high, before today
// for medium and low. So a page reads, per priority, only the rows after the cursor and
// at most `limit` + 1 of them, whatever the number of urgent tasks; the count is four
// index-only range counts, over index entries only (docs/decisions.md, urgent list).

/** In the list's order: the rank the sort uses. */
const URGENT_ORDER: readonly TaskPriority[] = ['urgent', 'high', 'medium', 'low'];

interface Part {
  sql: string;
  params: unknown[];
}

/** The due-date range in which a priority's open tasks are urgent for `today`. */
function urgentRange(priority: TaskPriority, today: string): Part {
  if (priority === 'urgent') return { sql: 'true', params: [] };
  if (priority === 'high') return { sql: 't.due_date <= ?::date + 1', params: [today] };
  return { sql: 't.due_date < ?::date', params: [today] };
}

// Creation times are compared at the millisecond the wire carries (createdAt), so the
// pure rule's order and the server's agree even for tasks created within one millisecond.
const CREATED = "date_trunc('milliseconds', t.created_at)";

/** After the cursor's row among rows of the same priority and due date: older, or as old with a greater id. */
const afterTie = (c: UrgentCursor): Part => ({
  sql: `(${CREATED} < ?::timestamptz or (${CREATED} = ?::timestamptz and t.id > ?::uuid))`,
  params: [c.createdAt, c.createdAt, c.id],
});

/** Where a priority's rows after the cursor lie: each part one index range (an OR would scan the priority). */
function rangesAfter(priority: TaskPriority, c: UrgentCursor | null): Part[] {
  if (!c || URGENT_ORDER.indexOf(priority) > URGENT_ORDER.indexOf(c.priority)) {
    return [{ sql: 'true', params: [] }];
  }
  if (priority !== c.priority) return [];
  const tie = afterTie(c);
  if (c.dueDate === null) return [{ sql: `t.due_date is null and ${tie.sql}`, params: tie.params }];
  return [
    { sql: `t.due_date = ?::date and ${tie.sql}`, params: [c.dueDate, ...tie.params] },
    { sql: 't.due_date > ?::date', params: [c.dueDate] },
    // Undated tasks come last, and only urgent ones are urgent undated.
    ...(priority === 'urgent' ? [{ sql: 't.due_date is null', params: [] }] : []),
  ];
}

/** The list's order over the rows of alias `a` (with its dot). */
const urgentOrder = (a: string, created: string) =>
  `case ${a}priority when 'urgent' then 0 when 'high' then 1 when 'medium' then 2 else 3 end,
    ${a}due_date asc nulls last, ${created} desc, ${a}id`;

/**
 * The page's rows: `limit` + 1 of them when there is a further page. Each index range
 * gives its first rows in order, and the union of them is sorted once more.
 */
export function urgentPageQuery(
  scope: TaskScope,
  today: string,
  cursor: UrgentCursor | null,
  limit: number,
): Part {
  const tasks = visibleTasks(scope);
  const branches: Part[] = [];
  for (const priority of URGENT_ORDER) {
    const urgent = urgentRange(priority, today);
    for (const range of rangesAfter(priority, cursor)) {
      branches.push({
        sql: `(select t.id, t.priority, t.due_date, ${CREATED} as created_at from ${tasks} t
          where t.status <> 'done' and t.priority = '${priority}' and ${urgent.sql} and ${range.sql}
          order by t.due_date asc nulls last, ${CREATED} desc, t.id limit ?)`,
        params: [...urgent.params, ...range.params, limit + 1],
      });
    }
  }
  // The page's keys are sorted and cut on the narrow index rows; only the kept ones are read in full.
  return {
    sql: `select ${TASK_SELECT}
      from (select k.id from (${branches.map((b) => b.sql).join(' union all ')}) k order by ${urgentOrder('k.', 'k.created_at')} limit ?) page
      join ${tasks} t on t.id = page.id ${TASK_JOINS}
      order by ${urgentOrder('t.', CREATED)}`,
    params: [...branches.flatMap((b) => b.params), limit + 1],
  };
}

/** How many tasks are urgent for `today`: one index-only range count per priority rule. */
export function urgentCountQuery(scope: TaskScope, today: string): Part {
  const tasks = visibleTasks(scope);
  const counts = URGENT_ORDER.map((priority) => {
    const urgent = urgentRange(priority, today);
    return {
      sql: `(select count(*) from ${tasks} t where t.status <> 'done' and t.priority = '${priority}' and ${urgent.sql})`,
      params: urgent.params,
    };
  });
  return {
    sql: `select ${counts.map((c) => c.sql).join(' + ')} as total`,
    params: counts.flatMap((c) => c.params),
  };
}
