import { PERIOD_GROUP_COUNT_SQL } from '../ceilings/sql-queries.ts';
import { requireEndpoint, signIn } from '../lib/api.ts';
import type { BenchContext } from '../lib/context.ts';
import { createBenchDatabase, withClient } from '../lib/database.ts';
import { PORTS } from '../lib/paths.ts';
import type { Figure } from '../lib/results.ts';
import { seedTasks } from '../lib/seed.ts';
import { startServer } from '../lib/server-process.ts';
import { median, round, timeSequential } from '../lib/stats.ts';

interface UrgentAnswer {
  result: { data: { tasks: unknown[]; total: number } };
}

const TASKS = Number(process.env.BENCH_SIZE_TASKS ?? '100000');
const RUNS = 20;
const PERIODS = [7, 30, 90, 365];

const p90 = (times: number[]) => round([...times].sort((a, b) => a - b)[Math.floor(RUNS * 0.9) - 1]!);

/** Median time of PERIOD_GROUP_COUNT_SQL for the last `days` days, one query at a time through `pg`. */
function periodCountMs(databaseUrl: string, days: number): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const since = () => new Date(Date.now() - days * 24 * 3600 * 1000);
    return median(await timeSequential(() => client.query(PERIOD_GROUP_COUNT_SQL, [since()]), RUNS));
  });
}

/**
 * Workload 5: with 100,000 tasks, the screens' aggregate reads one request at a
 * time: analytics per period (tRPC), the urgent list's first page, the public list.
 */
export async function runSize(ctx: BenchContext): Promise<void> {
  const w = 'size';
  const db = await createBenchDatabase();
  const server = await startServer({ port: PORTS.app, databaseUrl: db.url });
  try {
    await seedTasks(db.url, TASKS, 1);
    const cookie = await signIn(server.url);
    const get =
      (path: string, withCookie = true) =>
      async () => {
        const res = await requireEndpoint(`${server.url}${path}`, { headers: withCookie ? { cookie } : {} });
        return res.arrayBuffer();
      };
    const measure = async (
      name: string,
      path: string,
      withCookie = true,
      about: (body: ArrayBuffer) => string = () => '',
      ceiling?: Figure['ceiling'],
    ) => {
      const body = await get(path, withCookie)();
      const times = await timeSequential(get(path, withCookie), RUNS);
      ctx.results.below(w, `${name}, ${TASKS.toLocaleString('en')} tasks (median)`, median(times), 'ms', 50, {
        note: `${about(body)}${round(body.byteLength / 1024)} KB; p90 of ${RUNS}: ${p90(times)} ms`,
        ...(ceiling ? { ceiling } : {}),
      });
    };
    for (const days of PERIODS) {
      const input = encodeURIComponent(JSON.stringify({ days }));
      const floor = await periodCountMs(db.url, days);
      await measure(
        `analytics.overview ${days} days (tRPC)`,
        `/trpc/analytics.overview?input=${input}`,
        true,
        undefined,
        {
          name: "the period's tasks counted per assignee, status and priority, one query through pg",
          value: floor,
          unit: 'ms',
        },
      );
    }
    await measure('meeting.overview, critical tasks (tRPC)', '/trpc/meeting.overview');
    // The urgent list is paged: the request the /urgent screen makes first (its infinite
    // query's first page: default limit, no cursor), with the count of every urgent task.
    const firstPage = encodeURIComponent(
      JSON.stringify({ today: new Date().toISOString().slice(0, 10), cursor: null, direction: 'forward' }),
    );
    await measure(
      'urgent list, first page (tRPC tasks.urgent)',
      `/trpc/tasks.urgent?input=${firstPage}`,
      true,
      (body) => {
        const page = (JSON.parse(new TextDecoder().decode(body)) as UrgentAnswer).result.data;
        return `first ${page.tasks.length} of ${page.total.toLocaleString('en')} urgent tasks; `;
      },
    ).catch((err: Error) =>
      ctx.results.skip(w, `urgent list: ${err.message} (no paged server-side urgent list in this build)`),
    );
    await measure('GET /api/tasks/public', '/api/tasks/public', false);
  } finally {
    await server.stop();
    await db.drop();
  }
}
