// The floor for PATCH /api/tasks/{id} with the fixed HTTP stack: express 5 with its
// JSON body parser in front of the write ceiling's statements (bench/src/ceilings/
// write-rows.ts: the task read, then its conditional write with history, two round
// trips as in the product) through `pg` as named prepared statements. The session
// is looked up once per token and then answered from memory, as the product answers
// it while the database's change notices reach it. No ORM, no validation, no events:
// what any express server doing this change must at least do, on the same cores.
import { createHash } from 'node:crypto';
import express from 'express';
import pg from 'pg';
import { ceilingUpdate } from './write-rows.ts';

const [port, databaseUrl] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

const SESSION = {
  name: 'floor_session',
  text: `select u.id, u.name, u.is_admin from sessions s join users u on u.id = s.user_id
         where s.id = $1 and s.expires_at > now() and u.deleted_at is null`,
};

interface Member {
  id: string;
  name: string;
}
const sessions = new Map<string, Promise<Member | undefined>>();

const tokenOf = (cookie: string | undefined) => /(?:^|;\s*)tm_session=([^;]+)/.exec(cookie ?? '')?.[1];

function member(cookie: string | undefined): Promise<Member | undefined> {
  const hash = createHash('sha256')
    .update(tokenOf(cookie) ?? '')
    .digest('hex');
  let found = sessions.get(hash);
  if (!found) {
    found = pool.query<Member>({ ...SESSION, values: [hash] }).then(({ rows }) => rows[0]);
    sessions.set(hash, found);
  }
  return found;
}

const app = express();
app.use(express.json({ limit: '1mb' }));
app.patch('/api/tasks/:id', async (req, res) => {
  try {
    const user = await member(req.headers.cookie);
    if (!user) {
      res.status(401).json({ error: 'Sign in first' });
      return;
    }
    const { status, priority } = req.body as { status: string; priority: string };
    const { before } = await ceilingUpdate(pool, user.id, req.params.id, status, priority);
    if (!before) {
      res.status(404).json({ error: 'Task not found' });
      return;
    }
    res.json({ ...before, status, priority, version: Number(before.version) + 1 });
  } catch (err) {
    res.status(500).json({ error: String(err) });
  }
});
app.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('disconnect', () => process.exit(0));
