// The write ceiling: the rows the server writes for each request, through `pg`
// alone in one transaction, with no HTTP, validation or ORM in between.
import type pg from 'pg';

export const STATUSES = ['todo', 'doing', 'done'] as const;
export const PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;

/** The rows POST /api/tasks writes: the task and its 'created' history entry, in one transaction. */
export async function ceilingCreate(c: pg.PoolClient, userId: string, i: number): Promise<void> {
  await c.query('begin');
  const { rows } = await c.query<{ id: string }>(
    `insert into tasks (title, priority, due_date, owner_id) values ($1, $2, $3, $4) returning *`,
    [`Ceiling task ${i}`, PRIORITIES[i % 4], '2027-01-15', userId],
  );
  await c.query(`insert into history_entries (task_id, user_id, action) values ($1, $2, 'created')`, [
    rows[0]!.id,
    userId,
  ]);
  await c.query('commit');
}

/** What PATCH writes: read the task, update it, one history row per changed field. */
export async function ceilingUpdate(c: pg.PoolClient, userId: string, id: string, i: number): Promise<void> {
  await c.query('begin');
  const { rows } = await c.query<{ status: string; priority: string }>(
    'select * from tasks where id = $1 for update',
    [id],
  );
  const before = rows[0]!;
  const status = STATUSES[i % 3]!;
  const priority = PRIORITIES[(i + 1) % 4]!;
  await c.query(
    'update tasks set status = $2, priority = $3, version = version + 1, updated_at = now() where id = $1',
    [id, status, priority],
  );
  await c.query(
    `insert into history_entries (task_id, user_id, action, field, old_value, new_value)
     values ($1, $2, 'updated', 'status', $3, $4), ($1, $2, 'updated', 'priority', $5, $6)`,
    [id, userId, before.status, status, before.priority, priority],
  );
  await c.query('commit');
}
