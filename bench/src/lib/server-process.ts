import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serveCommandArgs } from '@tm/test-support/serve-command';
import { REPO_ROOT } from './paths.ts';
import { childPids, cpuMs, rssMb } from './proc.ts';
import { sleep } from './stats.ts';

export interface ServerOptions {
  port: number;
  /** A PostgreSQL server database; omitted = the embedded default (PGlite). */
  databaseUrl?: string;
  /** Keep this data directory (embedded database) instead of a fresh temporary one. */
  dataDir?: string;
  inspectPort?: number;
  /** Extra node flags (e.g. --cpu-prof when looking for a hot spot). */
  nodeArgs?: string[];
  env?: Record<string, string>;
}

export interface ServerProcess {
  url: string;
  pid: number;
  dataDir: string;
  /** Server process RSS in MB. */
  rss(): number;
  /** RSS of the embedded database process (0 with a PostgreSQL server). */
  embeddedDbRss(): number;
  /** CPU ms used so far by the embedded database process (0 with a PostgreSQL server). */
  embeddedDbCpuMs(): number;
  stop(): Promise<void>;
}

const live = new Set<ServerProcess>();
const liveChildren = new Set<ChildProcess>();
// However the bench ends (a crash included), no server is left holding a port.
process.on('exit', () => {
  for (const c of liveChildren) c.kill('SIGTERM');
});

/**
 * The environment a benchmarked server starts with: this process's, without the
 * settings the bench decides (the server reads its configuration from the
 * environment), in production mode on loopback, then `settings`.
 */
export function serverEnv(settings: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v !== undefined && !/^(DATABASE_URL|PORT|HOST|DATA_DIR|SEED_DEMO|LOG_LEVEL|NODE_ENV)$/.test(k))
      env[k] = v;
  }
  return {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    // Every benchmark client connects from 127.0.0.1, thousands at once: no connection cap measured here.
    MAX_CONNECTIONS: '1000000',
    MAX_CONNECTIONS_PER_ADDRESS: '0',
    ...settings,
  };
}

/**
 * Starts the real server exactly as `npm run serve` does, in its own process so
 * its memory can be measured alone.
 */
export async function startServer(opts: ServerOptions): Promise<ServerProcess> {
  await assertPortFree(opts.port);
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tm-bench-'));
  const env = serverEnv({
    PORT: String(opts.port),
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : {}),
    ...opts.env,
  });
  const args = [
    ...(opts.inspectPort ? [`--inspect=127.0.0.1:${opts.inspectPort}`] : []),
    ...(opts.nodeArgs ?? []),
    ...serveCommandArgs(),
  ];
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  liveChildren.add(child);
  child.once('exit', () => liveChildren.delete(child));
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${opts.port}`;
  await waitReady(url, child, () => stderr);
  const proc: ServerProcess = {
    url,
    pid: child.pid!,
    dataDir,
    rss: () => rssMb(child.pid!),
    embeddedDbRss: () => childPids(child.pid!).reduce((s, pid) => s + safeRss(pid), 0),
    embeddedDbCpuMs: () => childPids(child.pid!).reduce((s, pid) => s + cpuMs(pid), 0),
    stop: async () => {
      live.delete(proc);
      await stopChild(child);
      if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  live.add(proc);
  return proc;
}

export async function stopAllServers(): Promise<void> {
  for (const s of [...live]) await s.stop().catch(() => undefined);
}

/** A leftover process on the port would answer the readiness check in the new server's place. */
async function assertPortFree(port: number): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
  if (res) throw new Error(`port ${port} is already in use: stop whatever listens there first`);
}

function safeRss(pid: number): number {
  try {
    return rssMb(pid);
  } catch {
    return 0;
  }
}

async function waitReady(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr()}`);
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`server not ready after 120 s: ${stderr()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
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
