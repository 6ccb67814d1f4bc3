import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveCommandArgs } from '../../../server/test/serve-command.ts';
import { ceilingCreate, ceilingUpdate, PRIORITIES, STATUSES } from '../ceilings/write-rows.ts';
import { getJson, sendJson, signIn } from '../lib/api.ts';
import type { BenchContext, DbMode } from '../lib/context.ts';
import { createBenchDatabase } from '../lib/database.ts';
import { seedEmbedded } from '../lib/embedded-seed.ts';
import { DURATION_S, type LoadResult, load } from '../lib/load.ts';
import { PORTS } from '../lib/paths.ts';
import { pgLoad } from '../lib/pg-load.ts';
import { sampler } from '../lib/proc.ts';
import { seedTasks } from '../lib/seed.ts';
import { type ServerProcess, startServer } from '../lib/server-process.ts';
import { round, sleep } from '../lib/stats.ts';

const PLANKA_CREATE_RPS = 35;
const SEEDED = 1_000;

/**
 * Workload 2: POST /api/tasks and PATCH /api/tasks/{id} (history rows and socket
 * events included) at 50 concurrent, against the same rows written through `pg`
 * alone at the same concurrency; the server's RSS idle and during the load.
 */
export async function runWrites(ctx: BenchContext, mode: DbMode): Promise<void> {
  const w = mode === 'postgres' ? 'writes' : 'embedded-writes';
  const label = mode === 'postgres' ? '' : ' [embedded]';
  const db = mode === 'postgres' ? await createBenchDatabase() : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-bench-emb-'));
  let server: ServerProcess | null = null;
  try {
    server = await startServer({
      port: PORTS.app,
      databaseUrl: db?.url,
      dataDir,
      inspectPort: PORTS.inspector,
    });
    if (db) await seedTasks(db.url, SEEDED);
    else {
      await server.stop();
      await seedEmbedded(dataDir, SEEDED);
      server = await startServer({
        port: PORTS.app,
        databaseUrl: undefined,
        dataDir,
        inspectPort: PORTS.inspector,
      });
    }
    await sleep(5_000);
    const idleRss = server.rss();
    const dbRss = server.embeddedDbRss();
    const cookie = await signIn(server.url);
    const tasks = await getJson<{ id: string }[]>(`${server.url}/api/tasks`, cookie);
    const ids = tasks.map((t) => t.id);
    const me = await getJson<{ id: string } | { user: { id: string } }>(`${server.url}/api/auth/me`, cookie);
    const userId = 'user' in me ? me.user.id : me.id;
    const headers = { cookie, 'content-type': 'application/json' };
    await sendJson('POST', `${server.url}/api/tasks`, { title: 'probe' }, cookie);

    const rssDuring = sampler(() => server!.rss());
    let n = 0;
    const create = await load({
      url: `${server.url}/api/tasks`,
      method: 'POST',
      headers,
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({
          title: `Benchmark task ${++n}`,
          priority: PRIORITIES[n % 4],
          dueDate: '2027-01-15',
        }),
      }),
    });
    let m = 0;
    const update = await load({
      url: `${server.url}/api/tasks`,
      method: 'PATCH',
      headers,
      setupRequest: (req) => {
        m++;
        return {
          ...req,
          path: `/api/tasks/${ids[m % ids.length]}`,
          body: JSON.stringify({ status: STATUSES[m % 3], priority: PRIORITIES[(m + 1) % 4] }),
        };
      },
    });
    const peak = rssDuring.stop().peak;
    ctx.figures.set(`${w}:create:rps`, create.rps);
    ctx.figures.set(`${w}:update:rps`, update.rps);

    if (db) {
      const ceilCreate = await pgLoad(db.url, (c, i) => ceilingCreate(c, userId, i), ceilingOpts());
      const ceilUpdate = await pgLoad(
        db.url,
        (c, i) => ceilingUpdate(c, userId, ids[i % ids.length]!, i),
        ceilingOpts(),
      );
      addPair(ctx, w, 'POST /api/tasks', create, ceilCreate);
      addPair(ctx, w, 'PATCH /api/tasks/{id}', update, ceilUpdate);
    } else {
      for (const [what, r, key] of [
        ['POST /api/tasks', create, 'create'],
        ['PATCH /api/tasks/{id}', update, 'update'],
      ] as const) {
        const pgRps = ctx.figures.get(`writes:${key}:rps`);
        ctx.results.add({
          workload: w,
          name: `${what} req/s at 50 concurrent${label}`,
          value: r.rps,
          unit: 'req/s',
          target: `>= ${20 * PLANKA_CREATE_RPS} req/s (20x Planka)`,
          met: r.rps >= 20 * PLANKA_CREATE_RPS,
          ...(pgRps
            ? { ceiling: { name: 'same on the PostgreSQL server', value: pgRps, unit: 'req/s' } }
            : {}),
          note: `p50 ${r.p50} ms, p99 ${r.p99} ms`,
        });
      }
    }
    ctx.results.below(w, `server RSS idle${label}`, idleRss, 'MB', 120, {
      note:
        `started as \`node ${serveCommandArgs().join(' ')}\` (the serve script), 5 s after start-up` +
        (mode === 'embedded' ? `; plus ${round(dbRss)} MB for the embedded database process` : ''),
    });
    ctx.results.below(w, `server RSS peak during the write load${label}`, peak, 'MB', 250, {
      ...(mode === 'embedded'
        ? {
            note: `plus ${round(server.embeddedDbRss())} MB for the embedded database process after the load`,
          }
        : {}),
    });
  } finally {
    await server?.stop();
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const ceilingOpts = () => ({ concurrency: 50, durationS: DURATION_S, poolMax: 10 });

function addPair(
  ctx: BenchContext,
  w: string,
  what: string,
  app: LoadResult,
  c: { rps: number; p99: number },
) {
  ctx.results.add({
    workload: w,
    name: `${what} req/s at 50 concurrent`,
    value: app.rps,
    unit: 'req/s',
    target: `>= 50% of ceiling and >= ${20 * PLANKA_CREATE_RPS} req/s`,
    met: app.rps >= 0.5 * c.rps && app.rps >= 20 * PLANKA_CREATE_RPS,
    ceiling: { name: 'same rows through pg, 50 concurrent', value: c.rps, unit: 'req/s' },
    note: `p50 ${app.p50} ms; ${round(app.rps / PLANKA_CREATE_RPS)}x Planka's ${PLANKA_CREATE_RPS} req/s`,
  });
  ctx.results.add({
    workload: w,
    name: `${what} p99 latency at 50 concurrent`,
    value: app.p99,
    unit: 'ms',
    target: '<= 3x ceiling',
    met: app.p99 <= 3 * c.p99,
    ceiling: { name: 'same rows through pg, 50 concurrent', value: c.p99, unit: 'ms' },
  });
}
