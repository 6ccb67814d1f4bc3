// The floor for PATCH /api/tasks/{id} with the fixed HTTP stack: express 5 with its
// JSON body parser in front of the write ceiling's statements (bench/src/ceilings/
// write-rows.ts) through `pg` as named prepared statements, plus the session check
// every signed-in request makes. No ORM, no validation, no events: what any express
// server doing this change must at least do, measured on the same cores.
import { createHash } from 'node:crypto';
import express from 'express';
import pg from 'pg';

const [port, databaseUrl] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

const SESSION = {
  name: 'floor_session',
  text: `select u.id, u.name, u.is_admin from sessions s join users u on u.id = s.user_id
         where s.id = $1 and s.expires_at > now() and u.deleted_at is null`,
};
const LOCK = { name: 'floor_lock', text: 'select * from tasks where id = $1 for update' };
const UPDATE = {
  name: 'floor_update',
  text: `with u as (
      update tasks set status = $2, priority = $3, version = version + 1, updated_at = now()
      where id = $1 returning *)
    insert into history_entries (task_id, user_id, action, field, old_value, new_value)
    select u.id, $4, 'updated', v.field, v.old_value, v.new_value
    from u cross join (values ('status', $5, $2), ('priority', $6, $3)) as v(field, old_value, new_value)`,
};

const tokenOf = (cookie: string | undefined) => /(?:^|;\s*)tm_session=([^;]+)/.exec(cookie ?? '')?.[1];

const app = express();
app.use(express.json({ limit: '1mb' }));
app.patch('/api/tasks/:id', async (req, res) => {
  const token = tokenOf(req.headers.cookie);
  const hash = createHash('sha256')
    .update(token ?? '')
    .digest('hex');
  const { rows: users } = await pool.query({ ...SESSION, values: [hash] });
  const user = users[0];
  if (!user) {
    res.status(401).json({ error: 'Sign in first' });
    return;
  }
  const { status, priority } = req.body as { status: string; priority: string };
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query({ ...LOCK, values: [req.params.id] });
    const before = rows[0];
    if (!before) {
      await client.query('rollback');
      res.status(404).json({ error: 'Task not found' });
      return;
    }
    await client.query({
      ...UPDATE,
      values: [req.params.id, status, priority, user.id, before.status, before.priority],
    });
    await client.query('commit');
    res.json({ ...before, status, priority, version: before.version + 1 });
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    res.status(500).json({ error: String(err) });
  } finally {
    client.release();
  }
});
app.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('disconnect', () => process.exit(0));
