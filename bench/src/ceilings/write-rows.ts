// The write ceiling: the rows the server writes for each request, through `pg`
// alone, with no HTTP, validation or ORM in between, and in as many round trips
// to PostgreSQL as the product makes (server/src/modules/tasks/task-writes.ts,
// task-mutation.ts; the session check is answered from the server's memory):
// - a create is one statement: the task, its 'created' history entry, and the task
//   answered with its owner's and assignee's names;
// - a change is two: the task read with its people and comments, then one
//   statement writing the row and one history entry per changed field only if the
//   task still has the version read (no transaction). When another change got in
//   between, both run again, as the product's locked retry reads and writes again.
// Named prepared statements, as the product's hot statements are (db/prepared-statements.ts).
import type pg from 'pg';

export const STATUSES = ['todo', 'doing', 'done'] as const;
export const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;

const PEOPLE = `o.name as "ownerName", o.avatar as "ownerAvatar", a.name as "assigneeName", a.avatar as "assigneeAvatar"`;
const JOINS = 'join users o on o.id = t.owner_id left join users a on a.id = t.assignee_id';

export const CEILING_CREATE = {
  name: 'ceiling_create',
  text: `with t as (
      insert into tasks (title, priority, due_date, owner_id) values ($1, $2, $3, $4) returning *
    ), h as (
      insert into history_entries (task_id, user_id, action, created_at)
      select t.id, $4, 'created', t.created_at from t
    )
    select t.*, ${PEOPLE} from t ${JOINS}`,
};

export const CEILING_READ = {
  name: 'ceiling_read',
  text: `select t.*, ${PEOPLE}, coalesce((
      select json_agg(json_build_object('id', c.id, 'content', c.content, 'createdAt', c.created_at,
        'authorId', c.author_id, 'author', json_build_object('name', u.name, 'avatar', u.avatar))
        order by c.created_at, c.id)
      from comments c join users u on u.id = c.author_id where c.task_id = t.id), '[]') as comments
    from tasks t ${JOINS} where t.id = $1`,
};

/** $1 id, $2 version read, $3 status, $4 priority, $5 user, $6..$9 old and new values. */
export const CEILING_UPDATE = {
  name: 'ceiling_update',
  text: `with u as (
      update tasks set status = $3::text, priority = $4::text, version = version + 1, updated_at = now(),
        completed_at = case when $3::text = 'done' then coalesce(completed_at, now()) end
      where id = $1 and version = $2 returning id
    ), h as (
      insert into history_entries (task_id, user_id, action, field, old_value, new_value)
      select u.id, $5, 'updated', v.field, v.old_value, v.new_value
      from u cross join (values ('status', $6::text, $3::text), ('priority', $7::text, $4::text)) as v(field, old_value, new_value)
    )
    select exists (select 1 from u) as written`,
};

type Query = Pick<pg.ClientBase, 'query'>;

/** What POST /api/tasks writes, in one statement. */
export async function ceilingCreate(c: Query, userId: string, i: number): Promise<void> {
  await c.query({
    ...CEILING_CREATE,
    values: [`Ceiling task ${i}`, PRIORITIES[i % 4], '2027-01-15', userId],
  });
}

/** What PATCH /api/tasks/{id} writes: read the task, then write it with its history if its version has not moved. */
export async function ceilingUpdate(
  c: Query,
  userId: string,
  id: string,
  status: string,
  priority: string,
): Promise<{ written: boolean; before: Record<string, unknown> | undefined }> {
  for (;;) {
    const { rows } = await c.query<{ status: string; priority: string; version: number }>({
      ...CEILING_READ,
      values: [id],
    });
    const before = rows[0];
    if (!before) return { written: false, before };
    const { rows: written } = await c.query<{ written: boolean }>({
      ...CEILING_UPDATE,
      values: [id, before.version, status, priority, userId, before.status, before.priority],
    });
    if (written[0]?.written) return { written: true, before };
  }
}

/** The change load's m-th change, the same for the product and its ceilings: a third complete a task. */
export const mixedChange = (m: number) => ({ status: STATUSES[m % 3]!, priority: PRIORITIES[(m + 1) % 4]! });
