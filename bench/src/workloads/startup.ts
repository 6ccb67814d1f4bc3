import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveCommandArgs } from '@tm/test-support/serve-command';
import type { BenchContext } from '../lib/context.ts';
import { createBenchDatabase } from '../lib/database.ts';
import { PORTS, REPO_ROOT } from '../lib/paths.ts';
import { serverEnv } from '../lib/server-process.ts';
import { median, monoMs, round, sleep } from '../lib/stats.ts';

const RESTARTS = 5;
// Polled this often: the figure is a few hundred milliseconds, the bench's usual 200 ms would blur it.
const POLL_MS = 10;

/**
 * Issue 25's start-up: from a built tree, the time from spawning the server (as
 * `npm run serve` does) to its first 200 on /api/ready, on PostgreSQL and on the
 * embedded database. The first start of each creates the schema (migrations) and,
 * embedded, the database itself; the target is for a restart over existing data,
 * which is what an operator waits for after an upgrade or a crash.
 */
export async function runStartup(ctx: BenchContext): Promise<void> {
  const w = 'startup';
  const db = await createBenchDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-bench-startup-'));
  try {
    for (const [mode, env, limit] of [
      ['PostgreSQL server', { DATABASE_URL: db.url }, 1_000],
      ['embedded database', {}, 2_000],
    ] as const) {
      const first = await timeStart({ ...env, DATA_DIR: path.join(dataDir, mode.split(' ')[0]!) });
      const restarts: number[] = [];
      for (let i = 0; i < RESTARTS; i++) {
        restarts.push(await timeStart({ ...env, DATA_DIR: path.join(dataDir, mode.split(' ')[0]!) }));
      }
      ctx.results.below(
        w,
        `start-up to /api/ready, ${mode}, restart over existing data (median of ${RESTARTS})`,
        median(restarts),
        'ms',
        limit,
        {
          note: `runs: ${restarts.map((ms) => round(ms)).join(' / ')} ms`,
        },
      );
      ctx.results.add({
        workload: w,
        name: `start-up to /api/ready, ${mode}, first start (creates the schema)`,
        value: first,
        unit: 'ms',
        target: 'info',
        met: null,
      });
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await db.drop();
  }
}

/** Spawns the server, answers the milliseconds until /api/ready answered 200, and stops it. */
async function timeStart(extraEnv: Record<string, string>): Promise<number> {
  const env = serverEnv({ PORT: String(PORTS.app), ...extraEnv });
  const t0 = monoMs();
  const child = spawn(process.execPath, serveCommandArgs(), { cwd: REPO_ROOT, env, stdio: 'ignore' });
  try {
    await readyWithin(child, 120_000);
    return monoMs() - t0;
  } finally {
    await stop(child);
  }
}

async function readyWithin(child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = monoMs() + timeoutMs;
  while (monoMs() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    const res = await fetch(`http://127.0.0.1:${PORTS.app}/api/ready`, {
      signal: AbortSignal.timeout(1_000),
    }).catch(() => null);
    if (res?.ok) return;
    await sleep(POLL_MS);
  }
  throw new Error('server not ready in time');
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
