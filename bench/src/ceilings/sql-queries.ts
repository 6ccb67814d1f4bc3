// Hand-written SQL that builds, inside PostgreSQL, the same JSON the REST
// endpoints answer: the floor for what one query through `pg` can do.
// row_to_json and string_agg keep the text compact, as JSON.stringify writes it
// (json_build_object and json_agg add spaces).

const iso = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const array = (rowAlias: string, orderBy: string) =>
  `coalesce('[' || string_agg(row_to_json(${rowAlias})::text, ',' order by ${orderBy}) || ']', '[]')`;

export const TASK_LIST_SQL = `
select coalesce('[' || string_agg(x.j, ',' order by x.r, x.d nulls last, x.c desc) || ']', '[]') as body
from (
  select case t.status when 'doing' then 0 when 'todo' then 1 else 2 end as r, t.due_date as d, t.created_at as c,
    (select row_to_json(v)::text from (select t.id, t.title, t.status, t.priority,
      to_char(t.due_date, 'YYYY-MM-DD') as "dueDate",
      ${iso('t.created_at')} as "createdAt", ${iso('t.updated_at')} as "updatedAt",
      t.owner_id as "ownerId", (select row_to_json(o) from (select o.id, o.name, o.avatar) o) as owner,
      t.assignee_id as "assigneeId",
      (select row_to_json(a) from (select a.id, a.name, a.avatar) a where a.id is not null) as assignee,
      t.client_approval as "clientApproval", t.approval_comment as "approvalComment",
      t.is_recurring as "isRecurring", t.recurrence_pattern as "recurrencePattern",
      t.is_public as "isPublic", t.public_summary as "publicSummary", t.version,
      (select ${array('c', 'c."createdAt"')}::json from (
        select c.id, c.content, ${iso('c.created_at')} as "createdAt", c.author_id as "authorId",
          (select row_to_json(u) from (select u.name, u.avatar) u) as author
        from comments c join users u on u.id = c.author_id where c.task_id = t.id) c) as comments,
      (select ${array('ci', 'ci.position, ci.id')}::json from (
        select ci.id, ci.text, ci.done, ci.position
        from task_checklist_items ci where ci.task_id = t.id) ci) as checklist,
      (select ${array('l', 'lower(l.name), l.id')}::json from (
        select l.id, l.name, l.color
        from task_labels tl join labels l on l.id = tl.label_id where tl.task_id = t.id) l) as labels
    ) v) as j
  from tasks t join users o on o.id = t.owner_id left join users a on a.id = t.assignee_id
) x`;

export const PUBLIC_LIST_SQL = `
select ${array('x', 'x."createdAt" desc')} as body
from (
  select t.id, coalesce(t.public_summary, t.title) as title, t.public_summary as "publicSummary",
    t.status, t.priority, to_char(t.due_date, 'YYYY-MM-DD') as "dueDate",
    ${iso('t.created_at')} as "createdAt", ${iso('t.updated_at')} as "updatedAt",
    (select row_to_json(a) from (select a.name, a.avatar) a where a.name is not null) as assignee
  from tasks t left join users a on a.id = t.assignee_id
  where t.is_public
) x`;

export const QUERIES: Record<string, string> = { tasks: TASK_LIST_SQL, public: PUBLIC_LIST_SQL };

/**
 * The least any analytics answer for a period must read: the period's tasks counted
 * per (assignee, status, priority), nothing else computed. $1 = the period's start.
 */
export const PERIOD_GROUP_COUNT_SQL = `
select assignee_id, status, priority, count(*) as tasks
from tasks where created_at >= $1
group by assignee_id, status, priority`;
