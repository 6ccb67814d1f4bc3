import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { requireEndpoint, signIn } from '../lib/api.ts';
import { forkScript } from '../lib/child-script.ts';
import type { BenchContext, DbMode } from '../lib/context.ts';
import { createBenchDatabase, withClient } from '../lib/database.ts';
import { seedEmbedded } from '../lib/embedded-seed.ts';
import { type LoadResult, load } from '../lib/load.ts';
import { PORTS } from '../lib/paths.ts';
import { type ReadPath, restPath, trpcPath } from '../lib/read-path.ts';
import { clearTasks, seedTasks } from '../lib/seed.ts';
import { type ServerProcess, startServer } from '../lib/server-process.ts';
import { median, monoMs, round, timeSequential } from '../lib/stats.ts';

/** Task counts of the member list; BENCH_READ_TASKS (comma-separated) replaces them, e.g. for a smoke run. */
const DATASETS = (process.env.BENCH_READ_TASKS ?? '1000,4000,10000').split(',').map(Number);
/** The dataset the targets name, and the one the public list and the counts are read at. */
const TARGET_TASKS = 4_000;
const LISTS_AT = DATASETS.includes(TARGET_TASKS) ? TARGET_TASKS : DATASETS[0]!;
const CEILINGS = path.join(import.meta.dirname, '../ceilings');
/** Reads timed right after a write, for the product and for the SQL ceiling alike. */
const AFTER_WRITE_RUNS = 10;

/** The member list as the board and the shell's preload read it (tRPC) and as scripts do (REST). */
const MEMBER_LIST: ReadPath[] = [trpcPath('tasks.list'), restPath('/api/tasks')];
/** The public dashboard's list. */
const PUBLIC_LIST: ReadPath[] = [trpcPath('tasks.publicList'), restPath('/api/tasks/public')];
/** The header's counts by status. */
const COUNTS: ReadPath[] = [trpcPath('tasks.counts'), restPath('/api/tasks/counts')];

/** How kept lists are answered over each transport. */
const KEPT = {
  tRPC: 'tRPC serialises the value the server keeps while no write commits (server/src/modules/tasks/list-cache/snapshot-cache.ts) for each request',
  REST: 'REST sends the JSON bytes the server keeps while no write commits (server/src/modules/tasks/list-cache/snapshot-cache.ts)',
} as const;

/**
 * Workload 1: the lists the screens read, over tRPC as the browser client sends it
 * and over REST, at 50 concurrent connections and one at a time. Ceilings, measured
 * in the same run: bare node:http answering the very bytes each path answered, and,
 * for the member list's first read after a write, one hand-written SQL query
 * building the same JSON, through `pg` behind node:http, after the same write.
 */
export async function runReads(ctx: BenchContext, mode: DbMode): Promise<void> {
  const w = mode === 'postgres' ? 'reads' : 'embedded-reads';
  const db = mode === 'postgres' ? await createBenchDatabase() : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-bench-emb-'));
  let server: ServerProcess | null = null;
  const start = () => startServer({ port: PORTS.app, databaseUrl: db?.url, dataDir });
  try {
    server = await start();
    const cookie = await signIn(server.url);
    // The embedded database serialises every query: its 10,000-task run would take minutes and add nothing.
    for (const n of mode === 'postgres' ? DATASETS : DATASETS.filter((d) => d < 10_000)) {
      if (db) {
        await clearTasks(db.url);
        await seedTasks(db.url, n);
      } else {
        await server.stop();
        await seedEmbedded(dataDir, n);
        server = await start();
      }
      const amount =
        ({ 1000: 150, 4000: 100, 10000: 50 } as Record<number, number>)[n] ?? (n > 4_000 ? 50 : 100);
      const reads = { ctx, w, mode, n, baseUrl: server.url, cookie };
      // Once per dataset: the SQL ceiling of the first read after a write, whatever the transport.
      const sqlAfterWrite = db ? await sqlCeilingAfterWrite(db.url) : null;
      for (const p of MEMBER_LIST) {
        await memberList(reads, p, db?.url ?? null, sqlAfterWrite, mode === 'embedded' ? amount / 2 : amount);
      }
      if (n === LISTS_AT) {
        for (const p of PUBLIC_LIST) await cachedList(reads, p, 'public list', false);
        for (const p of COUNTS) await cachedList(reads, p, "header's counts", true);
      }
    }
  } finally {
    await server?.stop();
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Reads {
  ctx: BenchContext;
  w: string;
  mode: DbMode;
  n: number;
  baseUrl: string;
  cookie: string;
}

const label = (mode: DbMode) => (mode === 'postgres' ? '' : ' [embedded]');
const mb = (bytes: number) => `${round(bytes / 1e6, 2)} MB`;
/**
 * A fixed number of requests ends on autocannon's next one-second tick, so its req/s
 * would be the amount over whole seconds: large lists are compared by latency.
 */
const loadNote = (r: LoadResult) => `p50 ${r.p50} ms, p99 ${r.p99} ms`;

/** The first answer of `p`, checked, as bytes. */
async function firstAnswer(r: Reads, p: ReadPath, withCookie: boolean): Promise<Buffer> {
  const res = await requireEndpoint(`${r.baseUrl}${p.path}`, {
    headers: withCookie ? { cookie: r.cookie } : {},
  });
  const body = Buffer.from(await res.arrayBuffer());
  p.data(body);
  return body;
}

/** Bare node:http answering `bytes` (bench/src/ceilings/bare-http-server.ts), while `measure` runs against it. */
async function withBareServer<T>(bytes: Buffer, measure: (url: string) => Promise<T>): Promise<T> {
  const file = path.join(os.tmpdir(), `tm-bench-bytes-${process.pid}.json`);
  fs.writeFileSync(file, bytes);
  const bare = await forkScript(path.join(CEILINGS, 'bare-http-server.ts'), [String(PORTS.ceiling), file]);
  try {
    return await measure(`http://127.0.0.1:${PORTS.ceiling}/`);
  } finally {
    await bare.stop();
    fs.rmSync(file, { force: true });
  }
}

/**
 * The member list over one path: at 50 concurrent and one at a time against bare
 * node:http answering the same bytes, and (PostgreSQL server) its first read after a
 * write against the SQL ceiling after the same write.
 */
async function memberList(
  r: Reads,
  p: ReadPath,
  databaseUrl: string | null,
  sqlAfterWrite: number[] | null,
  amount: number,
): Promise<void> {
  const { ctx, w, mode, n } = r;
  const url = `${r.baseUrl}${p.path}`;
  const headers = { cookie: r.cookie };
  const body = await firstAnswer(r, p, true);
  const count = (p.data(body) as unknown[]).length;
  if (count !== n) throw new Error(`${p.label} answered ${count} tasks, expected ${n}`);
  const runs = n >= 10_000 ? 10 : 20;
  const app = await load({ url, headers, amount });
  const single = await timeSequential(() => fetch(url, { headers }).then((res) => res.arrayBuffer()), runs);
  const figureKey = `${p.transport}:${n}`;
  ctx.figures.set(`${w}:${figureKey}:p50`, app.p50);
  ctx.figures.set(`${w}:${figureKey}:single`, median(single));
  const name = `${p.label}, ${n} tasks`;
  const info = `${amount} requests, ${loadNote(app)}, ${app.non2xx} failed; ${mb(body.length)}; ${KEPT[p.transport]}`;
  const target4k = n === TARGET_TASKS;
  if (mode === 'embedded') {
    const pgP50 = ctx.figures.get(`reads:${figureKey}:p50`);
    ctx.results.add({
      workload: w,
      name: `${name}, median latency at 50 concurrent${label(mode)}`,
      transport: p.transport,
      value: app.p50,
      unit: 'ms',
      target: 'info (vs PostgreSQL server)',
      met: null,
      ...(pgP50 ? { ceiling: { name: 'same on the PostgreSQL server', value: pgP50, unit: 'ms' } } : {}),
      note: info,
    });
    ctx.results.add({
      workload: w,
      name: `${name}, one request at a time (median)${label(mode)}`,
      transport: p.transport,
      value: median(single),
      unit: 'ms',
      target: target4k ? '< 100 ms' : 'info',
      met: target4k ? median(single) < 100 : null,
    });
    return;
  }
  const bare = await withBareServer(body, async (bareUrl) => ({
    load: await load({ url: bareUrl, amount }),
    single: await timeSequential(() => fetch(bareUrl).then((res) => res.arrayBuffer()), runs),
  }));
  const afterWrite = await timeAfterEachChange(databaseUrl!, () =>
    fetch(url, { headers }).then((res) => res.arrayBuffer()),
  );
  const bareName = 'bare node:http answering the same bytes';
  ctx.results.add({
    workload: w,
    name: `${name}, median latency at 50 concurrent`,
    transport: p.transport,
    value: app.p50,
    unit: 'ms',
    target: '<= 2x ceiling',
    met: app.p50 <= 2 * bare.load.p50,
    ceiling: { name: `${bareName}, 50 concurrent`, value: bare.load.p50, unit: 'ms' },
    note: `${info}. Ceiling: ${loadNote(bare.load)}`,
  });
  ctx.results.add({
    workload: w,
    name: `${name}, one request at a time (median)`,
    transport: p.transport,
    value: median(single),
    unit: 'ms',
    target: target4k ? '< 100 ms' : 'info',
    met: target4k ? median(single) < 100 : null,
    ceiling: { name: `${bareName}, one at a time`, value: median(bare.single), unit: 'ms' },
  });
  const sql = median(sqlAfterWrite!);
  ctx.results.add({
    workload: w,
    name: `${name}, first read after a write (median of ${AFTER_WRITE_RUNS})`,
    transport: p.transport,
    value: median(afterWrite),
    unit: 'ms',
    target: '<= 1.5x ceiling',
    met: median(afterWrite) <= 1.5 * sql,
    ceiling: {
      name: 'one hand-written SQL query building the JSON, through pg and node:http, after the same write',
      value: sql,
      unit: 'ms',
    },
    note:
      `a one-row update through pg before each read, so the server reads the list again (two queries), ` +
      `keeps its value and JSON, and answers; p90 ${round(p90(afterWrite))} ms, the ceiling's ${round(p90(sqlAfterWrite!))} ms`,
  });
}

const p90 = (v: number[]) => [...v].sort((a, b) => a - b)[Math.ceil(v.length * 0.9) - 1]!;

/**
 * A small kept list (the public list, the header's counts) over one path at 50
 * concurrent, against bare node:http answering the same bytes.
 */
async function cachedList(r: Reads, p: ReadPath, what: string, withCookie: boolean): Promise<void> {
  const { ctx, w, mode, n } = r;
  const body = await firstAnswer(r, p, withCookie).catch((err: Error) => {
    ctx.results.skip(w, `${p.label} (${what}): ${err.message}`);
    return null;
  });
  if (!body) return;
  const app = await load({ url: `${r.baseUrl}${p.path}`, headers: withCookie ? { cookie: r.cookie } : {} });
  const key = `${what}:${p.transport}:rps`;
  ctx.figures.set(`${w}:${key}`, app.rps);
  const data = p.data(body);
  const size = Array.isArray(data) ? `${data.length} tasks, ` : '';
  const info = `the ${what}: ${size}${round(body.length / 1e3)} KB; p50 ${app.p50} ms, p99 ${app.p99} ms; ${KEPT[p.transport]}`;
  const name = `${p.label} req/s at 50 concurrent (${n.toLocaleString('en')} tasks)${label(mode)}`;
  const isPublic = what === 'public list';
  if (mode === 'embedded') {
    const pgRps = ctx.figures.get(`reads:${key}`);
    ctx.results.add({
      workload: w,
      name,
      transport: p.transport,
      value: app.rps,
      unit: 'req/s',
      target: 'info (vs PostgreSQL server)',
      met: null,
      ...(pgRps ? { ceiling: { name: 'same on the PostgreSQL server', value: pgRps, unit: 'req/s' } } : {}),
      note: info,
    });
    return;
  }
  const bare = await withBareServer(body, (bareUrl) => load({ url: bareUrl }));
  ctx.results.add({
    workload: w,
    name,
    transport: p.transport,
    value: app.rps,
    unit: 'req/s',
    target: isPublic ? '>= 50% of ceiling' : 'info',
    met: isPublic ? app.rps >= 0.5 * bare.rps : null,
    ceiling: { name: 'bare node:http, same bytes', value: bare.rps, unit: 'req/s' },
    note: `${info}. Ceiling p50 ${bare.p50} ms`,
  });
}

/**
 * The SQL ceiling's first read after a write: bench/src/ceilings/sql-json-server.ts
 * (one hand-written query building the member list's JSON, through `pg` behind
 * node:http), timed after the same one-row update as the product.
 */
async function sqlCeilingAfterWrite(databaseUrl: string): Promise<number[]> {
  const ceiling = await forkScript(path.join(CEILINGS, 'sql-json-server.ts'), [
    String(PORTS.ceiling),
    databaseUrl,
    'tasks',
    '10',
  ]);
  try {
    const url = `http://127.0.0.1:${PORTS.ceiling}/`;
    for (let i = 0; i < 2; i++) await (await fetch(url)).arrayBuffer();
    return await timeAfterEachChange(databaseUrl, () => fetch(url).then((res) => res.arrayBuffer()));
  } finally {
    await ceiling.stop();
  }
}

/**
 * Times `fn` right after a one-row change each time, so the server must read the
 * list again instead of answering its kept copy.
 */
async function timeAfterEachChange(databaseUrl: string, fn: () => Promise<unknown>): Promise<number[]> {
  return withClient(databaseUrl, async (client) => {
    const out: number[] = [];
    for (let i = 0; i < AFTER_WRITE_RUNS; i++) {
      await client.query(`update tasks set title = title where id = (select id from tasks limit 1)`);
      const t0 = monoMs();
      await fn();
      out.push(monoMs() - t0);
    }
    return out;
  });
}
