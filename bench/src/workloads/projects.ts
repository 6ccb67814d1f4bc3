import { requireEndpoint, signIn } from '../lib/api.ts';
import type { BenchContext } from '../lib/context.ts';
import { createBenchDatabase, withClient } from '../lib/database.ts';
import { PORTS } from '../lib/paths.ts';
import { clearTasks, seedTasks } from '../lib/seed.ts';
import { startServer } from '../lib/server-process.ts';
import { median, round, timeSequential } from '../lib/stats.ts';

// Issue 31's speed at size: a member's screens with 200 projects of 500 tasks (100,000
// tasks), of which they are in 20 (10,000 visible), against the same reads over one
// pool of 10,000 tasks (everyone in General), both measured in this run on the same
// server and database. The cached lists (cards, counts) are timed right after a write
// in a project the member sees, so each read builds the list; the urgent list and
// analytics are read anew every time.

const PROJECTS = Number(process.env.BENCH_PROJECTS ?? '200');
const PER_PROJECT = Number(process.env.BENCH_PROJECT_TASKS ?? '500');
const MEMBER_OF = 20;
const RUNS = 15;
const GENERAL = '00000000-0000-4000-8000-000000000001';

interface Read {
  name: string;
  path: string;
  /** Read after a write to a task the member sees, so that a kept list is built again. */
  afterWrite: boolean;
}

const today = () => new Date().toISOString().slice(0, 10);
const READS: Read[] = [
  { name: 'the screens’ task list (GET /api/tasks/cards)', path: '/api/tasks/cards', afterWrite: true },
  { name: 'the header’s counts (GET /api/tasks/counts)', path: '/api/tasks/counts', afterWrite: true },
  {
    name: 'urgent list, first page (GET /api/tasks/urgent)',
    path: `/api/tasks/urgent?today=${today()}`,
    afterWrite: false,
  },
  { name: 'analytics, 30 days (GET /api/analytics)', path: '/api/analytics?days=30', afterWrite: false },
];

/** Median time of each read as the demo member; `touch` writes to a task they see first, when asked. */
async function timeReads(baseUrl: string, cookie: string, touch: () => Promise<void>): Promise<number[]> {
  const out: number[] = [];
  for (const read of READS) {
    const get = async () => {
      if (read.afterWrite) await touch();
      const started = performance.now();
      const res = await requireEndpoint(`${baseUrl}${read.path}`, { headers: { cookie } });
      await res.arrayBuffer();
      return performance.now() - started;
    };
    await get();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await get());
    out.push(median(times));
  }
  return out;
}

/** A write the member sees (one of their tasks' title), through the API like any other. */
function toucher(baseUrl: string, cookie: string, taskId: string) {
  let n = 0;
  return async () => {
    const res = await fetch(`${baseUrl}/api/tasks/${taskId}`, {
      method: 'PATCH',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Touched ${++n}` }),
    });
    if (!res.ok) throw new Error(`PATCH answered ${res.status}`);
  };
}

/** Spreads the seeded tasks over `projects` projects; the demo member is in the first `memberOf`. */
async function splitIntoProjects(databaseUrl: string, projects: number, memberOf: number): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    await client.query('begin');
    await client.query(`update projects set open_to_all_members = false where id = $1`, [GENERAL]);
    await client.query(
      `insert into projects (id, name, key, color)
       select gen_random_uuid(), 'Client ' || g, 'C' || g, 'blue' from generate_series(1, $1::int) g`,
      [projects - 1],
    );
    // Task n goes to project n mod `projects` (General is one of them); the database numbers it there.
    await client.query(`
      with p as (select array_agg(id order by key = 'GEN' desc, created_at, id) ids from projects),
      t as (select id, row_number() over (order by created_at, id) as n from tasks)
      update tasks set project_id = (select ids from p)[1 + t.n % array_length((select ids from p), 1)]
      from t where t.id = tasks.id`);
    await client.query(
      `
      insert into project_members (project_id, user_id, role)
      select p.id, u.id, 'member'
      from (select id from projects order by key = 'GEN' desc, created_at, id limit $1) p
      cross join users u where u.email = 'demo@example.com'
      on conflict do nothing`,
      [memberOf],
    );
    // Every other member works in a few projects, as a team of 20 would.
    await client.query(`
      insert into project_members (project_id, user_id, role)
      select p.id, u.id, 'member' from users u
      cross join lateral (select id from projects order by md5(u.id::text || id::text) limit 20) p
      where u.email like 'member%@bench.test' on conflict do nothing`);
    await client.query('commit');
    await client.query('analyze');
  });
}

async function demoTaskId(databaseUrl: string): Promise<string> {
  return withClient(databaseUrl, async (client) => {
    const res = (await client.query(
      `select t.id from tasks t join project_readers r on r.project_id = t.project_id
       join users u on u.id = r.user_id and u.email = 'demo@example.com'
       where t.deleted_at is null order by t.created_at desc limit 1`,
    )) as { rows: { id: string }[] };
    return res.rows[0]!.id;
  });
}

export async function runProjects(ctx: BenchContext): Promise<void> {
  const w = 'projects';
  const visible = MEMBER_OF * PER_PROJECT;
  const db = await createBenchDatabase();
  const server = await startServer({ port: PORTS.app, databaseUrl: db.url });
  try {
    const cookie = await signIn(server.url);
    // One pool: everyone in General, `visible` tasks.
    await seedTasks(db.url, visible, 1);
    const pool = await timeReads(server.url, cookie, toucher(server.url, cookie, await demoTaskId(db.url)));

    await clearTasks(db.url);
    await seedTasks(db.url, PROJECTS * PER_PROJECT, 1);
    await splitIntoProjects(db.url, PROJECTS, MEMBER_OF);
    const split = await timeReads(server.url, cookie, toucher(server.url, cookie, await demoTaskId(db.url)));

    READS.forEach((read, i) => {
      ctx.results.withinRatio(
        w,
        `${read.name}, member of ${MEMBER_OF} of ${PROJECTS} projects (${(PROJECTS * PER_PROJECT).toLocaleString('en')} tasks, ${visible.toLocaleString('en')} theirs)${read.afterWrite ? ', first read after a write' : ''} (median of ${RUNS})`,
        round(split[i]!, 2),
        'ms',
        {
          name: `the same read over one pool of ${visible.toLocaleString('en')} tasks, this run`,
          value: round(pool[i]!, 2),
          unit: 'ms',
        },
        1.5,
        { transport: 'REST' },
      );
    });
  } finally {
    await server.stop();
    await db.drop();
  }
}
