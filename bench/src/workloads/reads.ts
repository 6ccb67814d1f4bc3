import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireEndpoint, signIn } from '../lib/api.ts';
import { forkScript } from '../lib/child-script.ts';
import type { BenchContext, DbMode } from '../lib/context.ts';
import { createBenchDatabase, withClient } from '../lib/database.ts';
import { seedEmbedded } from '../lib/embedded-seed.ts';
import { load } from '../lib/load.ts';
import { PORTS } from '../lib/paths.ts';
import { clearTasks, seedTasks } from '../lib/seed.ts';
import { type ServerProcess, startServer } from '../lib/server-process.ts';
import { median, monoMs, round, timeSequential } from '../lib/stats.ts';

const DATASETS = [1_000, 4_000, 10_000];
const CEILINGS = path.join(import.meta.dirname, '../ceilings');

/**
 * Workload 1: reads over HTTP at 50 concurrent connections. Ceilings, measured in
 * the same run: bare node:http answering the same bytes (public list) and one
 * hand-written SQL query through `pg` answering the same JSON (task list).
 */
export async function runReads(ctx: BenchContext, mode: DbMode): Promise<void> {
  const w = mode === 'postgres' ? 'reads' : 'embedded-reads';
  const label = mode === 'postgres' ? '' : ' [embedded]';
  const db = mode === 'postgres' ? await createBenchDatabase() : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-bench-emb-'));
  let server: ServerProcess | null = null;
  const start = () => startServer({ port: PORTS.app, databaseUrl: db?.url, dataDir });
  try {
    server = await start();
    const cookie = await signIn(server.url);
    // The embedded database serialises every query: its 10,000-task run would take minutes and add nothing.
    for (const n of mode === 'postgres' ? DATASETS : DATASETS.slice(0, 2)) {
      if (db) {
        await clearTasks(db.url);
        await seedTasks(db.url, n);
      } else {
        await server.stop();
        await seedEmbedded(dataDir, n);
        server = await start();
      }
      const listUrl = `${server.url}/api/tasks`;
      const body = Buffer.from(await (await requireEndpoint(listUrl, { headers: { cookie } })).arrayBuffer());
      const count = (JSON.parse(body.toString()) as unknown[]).length;
      if (count !== n) throw new Error(`GET /api/tasks answered ${count} tasks, expected ${n}`);
      const amount =
        ({ 1000: 150, 4000: 100, 10000: 50 } as Record<number, number>)[n]! / (mode === 'embedded' ? 2 : 1);
      const runs = n >= 10_000 ? 10 : 20;
      const app = await load({ url: listUrl, headers: { cookie }, amount });
      const single = await timeSequential(
        () => fetch(listUrl, { headers: { cookie } }).then((r) => r.arrayBuffer()),
        20,
      );
      ctx.figures.set(`${w}:${n}:p50`, app.p50);
      ctx.figures.set(`${w}:${n}:rps`, app.rps);
      const info = `${amount} requests: ${round(app.rps)} req/s, ${app.non2xx} failed, p99 ${app.p99} ms; ${round(body.length / 1e6, 2)} MB JSON`;
      if (db) {
        const ceiling = await forkScript(path.join(CEILINGS, 'sql-json-server.ts'), [
          String(PORTS.ceiling),
          db.url,
          'tasks',
          '10',
        ]);
        const ceilingUrl = `http://127.0.0.1:${PORTS.ceiling}/`;
        const ceilingBytes = (await (await fetch(ceilingUrl)).arrayBuffer()).byteLength;
        const c = await load({ url: ceilingUrl, amount });
        const cSingle = await timeSequential(() => fetch(ceilingUrl).then((r) => r.arrayBuffer()), runs);
        await ceiling.stop();
        const rebuilt = await timeAfterEachChange(db.url, () =>
          fetch(listUrl, { headers: { cookie } }).then((r) => r.arrayBuffer()),
        );
        ctx.results.add({
          workload: w,
          name: `GET /api/tasks, ${n} tasks, median latency at 50 concurrent`,
          value: app.p50,
          unit: 'ms',
          target: '<= 2x ceiling',
          met: app.p50 <= 2 * c.p50,
          ceiling: { name: 'one SQL query through pg', value: c.p50, unit: 'ms' },
          note: `${info}. Ceiling: ${round(c.rps)} req/s, p99 ${c.p99} ms, ${round(ceilingBytes / 1e6, 2)} MB`,
        });
        ctx.results.add({
          workload: w,
          name: `GET /api/tasks, ${n} tasks, one request at a time (median)`,
          value: median(single),
          unit: 'ms',
          target: n === 4_000 ? '< 100 ms' : 'info',
          met: n === 4_000 ? median(single) < 100 : null,
          ceiling: { name: 'one SQL query through pg, one at a time', value: median(cSingle), unit: 'ms' },
          note: `answered from the copy the server keeps while no write commits (server/src/modules/tasks/member-list-cache.ts); read again after each change: median ${round(median(rebuilt))} ms`,
        });
      } else {
        const pgP50 = ctx.figures.get(`reads:${n}:p50`);
        ctx.results.add({
          workload: w,
          name: `GET /api/tasks, ${n} tasks, median latency at 50 concurrent${label}`,
          value: app.p50,
          unit: 'ms',
          target: 'info (vs PostgreSQL server)',
          met: null,
          ...(pgP50 ? { ceiling: { name: 'same on the PostgreSQL server', value: pgP50, unit: 'ms' } } : {}),
          note: info,
        });
        ctx.results.add({
          workload: w,
          name: `GET /api/tasks, ${n} tasks, one request at a time (median)${label}`,
          value: median(single),
          unit: 'ms',
          target: n === 4_000 ? '< 100 ms' : 'info',
          met: n === 4_000 ? median(single) < 100 : null,
        });
      }
      if (n === 4_000) await publicList(ctx, w, label, server.url, mode);
    }
  } finally {
    await server?.stop();
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** GET /api/tasks/public against bare node:http answering the very same bytes. */
async function publicList(ctx: BenchContext, w: string, label: string, baseUrl: string, mode: DbMode) {
  const url = `${baseUrl}/api/tasks/public`;
  const bytes = Buffer.from(await (await requireEndpoint(url)).arrayBuffer());
  const app = await load({ url });
  ctx.figures.set(`${w}:public:rps`, app.rps);
  const info = `${(JSON.parse(bytes.toString()) as unknown[]).length} public tasks, ${round(bytes.length / 1e3)} KB; p50 ${app.p50} ms, p99 ${app.p99} ms`;
  if (mode === 'embedded') {
    const pgRps = ctx.figures.get('reads:public:rps');
    ctx.results.add({
      workload: w,
      name: `GET /api/tasks/public req/s at 50 concurrent${label}`,
      value: app.rps,
      unit: 'req/s',
      target: 'info (vs PostgreSQL server)',
      met: null,
      ...(pgRps ? { ceiling: { name: 'same on the PostgreSQL server', value: pgRps, unit: 'req/s' } } : {}),
      note: info,
    });
    return;
  }
  const file = path.join(os.tmpdir(), `tm-bench-public-${process.pid}.json`);
  fs.writeFileSync(file, bytes);
  const bare = await forkScript(path.join(CEILINGS, 'bare-http-server.ts'), [String(PORTS.ceiling), file]);
  const c = await load({ url: `http://127.0.0.1:${PORTS.ceiling}/` });
  await bare.stop();
  fs.rmSync(file, { force: true });
  ctx.results.add({
    workload: w,
    name: 'GET /api/tasks/public req/s at 50 concurrent (4,000 tasks)',
    value: app.rps,
    unit: 'req/s',
    target: '>= 50% of ceiling',
    met: app.rps >= 0.5 * c.rps,
    ceiling: { name: 'bare node:http, same bytes', value: c.rps, unit: 'req/s' },
    note: info,
  });
}

/**
 * Times `fn` right after a one-row change each time, so the server must read the
 * list again instead of answering its kept copy.
 */
async function timeAfterEachChange(
  databaseUrl: string,
  fn: () => Promise<unknown>,
  runs = 10,
): Promise<number[]> {
  return withClient(databaseUrl, async (client) => {
    const out: number[] = [];
    for (let i = 0; i < runs; i++) {
      await client.query(`update tasks set title = title where id = (select id from tasks limit 1)`);
      const t0 = monoMs();
      await fn();
      out.push(monoMs() - t0);
    }
    return out;
  });
}
