import { PERIOD_GROUP_COUNT_SQL } from '../ceilings/sql-queries.ts';
import { requireEndpoint, signIn } from '../lib/api.ts';
import type { BenchContext } from '../lib/context.ts';
import { createBenchDatabase, withClient } from '../lib/database.ts';
import { PORTS } from '../lib/paths.ts';
import { type ReadPath, restPath, trpcPath } from '../lib/read-path.ts';
import type { Figure } from '../lib/results.ts';
import { seedTasks } from '../lib/seed.ts';
import { startServer } from '../lib/server-process.ts';
import { median, round, timeSequential } from '../lib/stats.ts';

interface UrgentPage {
  tasks: unknown[];
  total: number;
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
 * Workload 5: with 100,000 tasks, the screens' reads one request at a time, each over
 * tRPC as the browser client sends it and over REST: analytics per period, the
 * meeting's critical tasks, the urgent list's first page, the header's counts and the
 * public list.
 */
export async function runSize(ctx: BenchContext): Promise<void> {
  const w = 'size';
  const db = await createBenchDatabase();
  const server = await startServer({ port: PORTS.app, databaseUrl: db.url });
  try {
    await seedTasks(db.url, TASKS, 1);
    const cookie = await signIn(server.url);
    const get = (p: ReadPath, withCookie: boolean) => async () => {
      const res = await requireEndpoint(`${server.url}${p.path}`, { headers: withCookie ? { cookie } : {} });
      return new Uint8Array(await res.arrayBuffer());
    };
    const measure = async (
      name: string,
      paths: ReadPath[],
      withCookie = true,
      about: (data: unknown) => string = () => '',
      ceiling?: Figure['ceiling'],
    ) => {
      for (const p of paths) {
        const body = await get(p, withCookie)();
        const times = await timeSequential(get(p, withCookie), RUNS);
        ctx.results.below(
          w,
          `${name} (${p.label}), ${TASKS.toLocaleString('en')} tasks (median)`,
          median(times),
          'ms',
          50,
          {
            transport: p.transport,
            note: `${about(p.data(body))}${round(body.byteLength / 1024)} KB; p90 of ${RUNS}: ${p90(times)} ms`,
            ...(ceiling ? { ceiling } : {}),
          },
        );
      }
    };
    for (const days of PERIODS) {
      const floor = await periodCountMs(db.url, days);
      await measure(
        `analytics, ${days} days`,
        [trpcPath('analytics.overview', { days }), restPath(`/api/analytics?days=${days}`)],
        true,
        undefined,
        {
          name: "the period's tasks counted per assignee, status and priority, one query through pg",
          value: floor,
          unit: 'ms',
        },
      );
    }
    await measure('meeting, critical tasks', [trpcPath('meeting.overview'), restPath('/api/meeting')]);
    // The urgent list is paged: the request the /urgent screen makes first (its infinite
    // query's first page: default limit, no cursor), with the count of every urgent task.
    const today = new Date().toISOString().slice(0, 10);
    await measure(
      'urgent list, first page',
      [
        trpcPath('tasks.urgent', { today, cursor: null, direction: 'forward' }),
        restPath(`/api/tasks/urgent?today=${today}`),
      ],
      true,
      (data) => {
        const page = data as UrgentPage;
        return `first ${page.tasks.length} of ${page.total.toLocaleString('en')} urgent tasks; `;
      },
    ).catch((err: Error) => ctx.results.skip(w, `urgent list: ${err.message}`));
    await measure("the header's counts", [trpcPath('tasks.counts'), restPath('/api/tasks/counts')]).catch(
      (err: Error) => ctx.results.skip(w, `counts: ${err.message}`),
    );
    await measure('public list', [trpcPath('tasks.publicList'), restPath('/api/tasks/public')], false);
  } finally {
    await server.stop();
    await db.drop();
  }
}
