import { requireEndpoint, signIn } from '../lib/api.ts';
import type { BenchContext } from '../lib/context.ts';
import { createBenchDatabase } from '../lib/database.ts';
import { PORTS } from '../lib/paths.ts';
import { seedTasks } from '../lib/seed.ts';
import { startServer } from '../lib/server-process.ts';
import { median, round, timeSequential } from '../lib/stats.ts';

const TASKS = Number(process.env.BENCH_SIZE_TASKS ?? '100000');
const RUNS = 20;
const PERIODS = [7, 30, 90, 365];

/**
 * Workload 5: with 100,000 tasks, the screens' aggregate reads one request at a
 * time: analytics per period (tRPC), the urgent list, the public list.
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
    const measure = async (name: string, path: string, withCookie = true) => {
      const bytes = (await get(path, withCookie)()).byteLength;
      const times = await timeSequential(get(path, withCookie), RUNS);
      ctx.results.below(w, `${name}, ${TASKS.toLocaleString('en')} tasks (median)`, median(times), 'ms', 50, {
        note: `${round(bytes / 1024)} KB; p90 of ${RUNS}: ${round(times.sort((a, b) => a - b)[Math.floor(RUNS * 0.9) - 1]!)} ms`,
      });
    };
    for (const days of PERIODS) {
      const input = encodeURIComponent(JSON.stringify({ days }));
      await measure(`analytics.overview ${days} days (tRPC)`, `/trpc/analytics.overview?input=${input}`);
    }
    await measure('meeting.overview, critical tasks (tRPC)', '/trpc/meeting.overview');
    await measure('urgent list (tRPC tasks.urgent)', '/trpc/tasks.urgent').catch((err: Error) =>
      ctx.results.skip(w, `urgent list: ${err.message} (no server-side urgent list in this build)`),
    );
    await measure('GET /api/tasks/public', '/api/tasks/public', false);
  } finally {
    await server.stop();
    await db.drop();
  }
}
