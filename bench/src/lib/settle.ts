import { withClient } from './database.ts';
import { monoMs, sleep } from './stats.ts';

const WINDOW_MS = 500;
/** Busy below this share of one core over a window counts as quiet (timers, job polling). */
const QUIET_SHARE = 0.05;
/** BENCH_SETTLE_TIMEOUT_S shortens the wait, for a smoke run on a machine that is never quiet. */
const TIMEOUT_MS = Number(process.env.BENCH_SETTLE_TIMEOUT_S ?? '60') * 1000;

/**
 * Waits until the processes behind `cpuClocks` (CPU ms used so far) have gone quiet,
 * then has PostgreSQL write its dirty buffers (CHECKPOINT, when `databaseUrl` is
 * given), so a measured load does not pay for work the one before it left behind:
 * mail still queued, a checkpoint or autovacuum falling in its window. Answers the
 * ms the processes took to go quiet.
 */
export async function settle(cpuClocks: (() => number)[], databaseUrl?: string): Promise<number> {
  const start = monoMs();
  for (;;) {
    const before = cpuClocks.map((c) => c());
    await sleep(WINDOW_MS);
    const used = cpuClocks.reduce((sum, c, i) => sum + c() - before[i]!, 0);
    if (used < WINDOW_MS * QUIET_SHARE || monoMs() - start > TIMEOUT_MS) break;
  }
  const quietAfter = monoMs() - start - WINDOW_MS;
  if (databaseUrl) await withClient(databaseUrl, (c) => c.query('checkpoint'));
  return Math.max(0, quietAfter);
}
