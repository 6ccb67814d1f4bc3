import pg from 'pg';
import { cpuWindow } from './proc.ts';
import { monoMs, percentile } from './stats.ts';

export interface PgLoadResult {
  rps: number;
  p50: number;
  p99: number;
  count: number;
  /** Database CPU per transaction over the measured window, when `databaseCpuMs` was given. */
  databaseCpuMsPerRequest?: number;
}

/**
 * The write ceiling: `concurrency` loops running `work` through one `pg` pool of
 * `poolMax` connections (the server's default) for `durationS` seconds, no HTTP, no ORM.
 */
export async function pgLoad(
  databaseUrl: string,
  work: (client: pg.PoolClient, i: number) => Promise<void>,
  opts: { concurrency: number; durationS: number; poolMax: number; databaseCpuMs?: () => number },
): Promise<PgLoadResult> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: opts.poolMax });
  let i = 0;
  const run = async (until: number, latencies: number[] | null) => {
    while (monoMs() < until) {
      const t0 = monoMs();
      const client = await pool.connect();
      try {
        await work(client, i++);
      } finally {
        client.release();
      }
      latencies?.push(monoMs() - t0);
    }
  };
  try {
    const warm = monoMs() + 2000;
    await Promise.all(Array.from({ length: opts.concurrency }, () => run(warm, null)));
    const latencies: number[] = [];
    const databaseCpu = cpuWindow(opts.databaseCpuMs);
    const t0 = monoMs();
    await Promise.all(
      Array.from({ length: opts.concurrency }, () => run(t0 + opts.durationS * 1000, latencies)),
    );
    const elapsed = (monoMs() - t0) / 1000;
    const databaseCpuMsPerRequest = databaseCpu(latencies.length);
    return {
      rps: latencies.length / elapsed,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      count: latencies.length,
      ...(databaseCpuMsPerRequest !== undefined ? { databaseCpuMsPerRequest } : {}),
    };
  } finally {
    await pool.end();
  }
}
