import autocannon, { type Result } from 'autocannon';
import { cpuWindow } from './proc.ts';

export interface LoadResult {
  /** Server CPU (user + system) per request over the measured window, when `serverCpuMs` was given. */
  serverCpuMsPerRequest?: number;
  /** Database CPU per request over the measured window, when `databaseCpuMs` was given. */
  databaseCpuMsPerRequest?: number;
  /** Successful (2xx) requests per second. */
  rps: number;
  p50: number;
  p99: number;
  meanLatency: number;
  requests: number;
  errors: number;
  non2xx: number;
  bytesPerResponse: number;
}

export interface LoadOptions {
  url: string;
  connections?: number;
  durationS?: number;
  /**
   * A fixed number of requests instead of a duration: for responses slow enough
   * that a time window would drop the slowest, still in flight when it closes.
   */
  amount?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** CPU ms used so far by the server process: the result then carries the server's CPU per request. */
  serverCpuMs?: () => number;
  /** CPU ms used so far by the database server: the result then carries its CPU per request. */
  databaseCpuMs?: () => number;
  /** Builds each request (unique bodies, ids), run in this process. */
  setupRequest?: (req: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }) => {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  };
}

/** Default measuring window; BENCH_DURATION (seconds) shortens or lengthens every load run. */
export const DURATION_S = Number(process.env.BENCH_DURATION ?? '6');

/** autocannon at `connections` concurrent keep-alive connections for a fixed duration, after a 2 s warm-up. */
export async function load(opts: LoadOptions): Promise<LoadResult> {
  const base = {
    url: opts.url,
    connections: opts.connections ?? 50,
    method: opts.method ?? 'GET',
    headers: opts.headers ?? {},
    timeout: 30,
    ...(opts.body ? { body: opts.body } : {}),
    ...(opts.setupRequest ? { requests: [{ setupRequest: opts.setupRequest }] } : {}),
  };
  // Warm-up first (JIT, pools, caches), then the measured run.
  if (opts.amount) await autocannon({ ...base, connections: 10, amount: 10 });
  else await autocannon({ ...base, duration: 2 });
  const serverCpu = cpuWindow(opts.serverCpuMs);
  const databaseCpu = cpuWindow(opts.databaseCpuMs);
  const r: Result = await autocannon(
    opts.amount ? { ...base, amount: opts.amount } : { ...base, duration: opts.durationS ?? DURATION_S },
  );
  const serverCpuMsPerRequest = serverCpu(r.requests.total);
  const databaseCpuMsPerRequest = databaseCpu(r.requests.total);
  if (r.requests.total - r.non2xx === 0)
    throw new Error(`${opts.method ?? 'GET'} ${opts.url}: no request succeeded`);
  const ok = r.requests.total - r.non2xx;
  if (r.non2xx > 0 || r.errors > 0) {
    console.log(
      `    ${opts.method ?? 'GET'} ${opts.url}: ${r.non2xx} non-2xx, ${r.errors} errors`,
      r.statusCodeStats,
    );
  }
  return {
    rps: ok / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    meanLatency: r.latency.average,
    requests: r.requests.total,
    errors: r.errors,
    non2xx: r.non2xx,
    bytesPerResponse: r.requests.total > 0 ? r.throughput.total / r.requests.total : 0,
    ...(serverCpuMsPerRequest !== undefined ? { serverCpuMsPerRequest } : {}),
    ...(databaseCpuMsPerRequest !== undefined ? { databaseCpuMsPerRequest } : {}),
  };
}
