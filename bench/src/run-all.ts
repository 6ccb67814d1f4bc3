// `npm run bench`: every workload in turn against the real server on a fresh
// PostgreSQL database (dropped afterwards), then bench/RESULTS.md and bench/results.json.
// `npm run bench -- reads writes` runs only the named workloads and merges their
// figures into the existing results; `npm run bench -- --report-only` renders
// RESULTS.md again from results.json. `--dry-run` measures and prints the figures but
// writes neither file (a smoke run, e.g. with BENCH_READ_TASKS=200 BENCH_DURATION=1).
import os from 'node:os';
import path from 'node:path';
import { EndpointMissing } from './lib/api.ts';
import { stopAllScripts } from './lib/child-script.ts';
import type { BenchContext, Workload } from './lib/context.ts';
import { dropAllBenchDatabases } from './lib/database.ts';
import { describeMachine } from './lib/machine.ts';
import { ADMIN_DATABASE_URL, BENCH_DIR, CHROMIUM_PATH } from './lib/paths.ts';
import { rewriteMarkdown, writeReport } from './lib/report.ts';
import { Results } from './lib/results.ts';
import { stopAllServers } from './lib/server-process.ts';
import { WORKLOADS } from './workloads/index.ts';

if (process.argv.includes('--report-only')) {
  rewriteMarkdown(BENCH_DIR);
  console.log('Rewrote bench/RESULTS.md from bench/results.json');
  process.exit(0);
}

const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = requested.filter((r) => !WORKLOADS.some((w) => w.name === r));
if (unknown.length > 0) {
  console.error(
    `Unknown workload(s): ${unknown.join(', ')}. Known: ${WORKLOADS.map((w) => w.name).join(', ')}`,
  );
  process.exit(2);
}
const selected: Workload[] = requested.length
  ? WORKLOADS.filter((w) => requested.includes(w.name))
  : WORKLOADS;

const results = new Results();
const ctx: BenchContext = { results, figures: new Map() };
const machine = await describeMachine(ADMIN_DATABASE_URL, CHROMIUM_PATH);
console.log(
  `Benchmarks on ${machine.cpu} x${machine.cores}, Node ${machine.node}, PostgreSQL ${machine.postgres}`,
);

let failed = false;
const cleanUp = async () => {
  await stopAllScripts();
  await stopAllServers();
  await dropAllBenchDatabases();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp().finally(() => process.exit(130));
  });
}

const startedAt = Date.now();
const runs: Record<string, { date: string; seconds: number; loadAverage: number[] }> = {};
for (const w of selected) {
  console.log(`\n== ${w.title}`);
  const t0 = Date.now();
  const loadAverage = os.loadavg().map((v) => Math.round(v * 100) / 100);
  try {
    await w.run(ctx);
  } catch (err) {
    if (err instanceof EndpointMissing) results.skip(w.name, `endpoint not available: ${err.message}`);
    else {
      failed = true;
      console.error(err);
      results.skip(w.name, `failed: ${(err as Error).message}`);
    }
  } finally {
    await cleanUp();
  }
  runs[w.name] = {
    date: new Date(t0).toISOString(),
    seconds: Math.round((Date.now() - t0) / 1000),
    loadAverage,
  };
}

if (process.argv.includes('--dry-run')) {
  console.log('\n--dry-run: bench/RESULTS.md and bench/results.json left as they were');
  process.exit(failed ? 1 : 0);
}
writeReport({
  dir: BENCH_DIR,
  machine,
  results,
  runs,
  selected: selected.map((w) => w.name),
  merge: requested.length > 0,
  totalSeconds: Math.round((Date.now() - startedAt) / 1000),
});
console.log(`\nWrote ${path.join('bench', 'RESULTS.md')} and ${path.join('bench', 'results.json')}`);
process.exit(failed ? 1 : 0);
