import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makePrivateDirSync } from '../../config/private-paths.ts';
import type { Logger } from '../../logger.ts';

export interface EmbeddedDatabase {
  url: string;
  /** The process serving it now: a new one after each restart. */
  readonly pid: number;
  stop(): Promise<void>;
}

// The pg driver looks for a server's socket as `{folder}/.s.PGSQL.{port}`.
const SOCKET_PORT = 5432;
// A process that died is started again after this long, doubling while it keeps dying.
const RESTART_DELAY_FIRST_MS = 100;
const RESTART_DELAY_MAX_MS = 5_000;
// A process that served this long before dying was fine: the next restart is quick again.
const STABLE_AFTER_MS = 10_000;

/**
 * Starts the embedded PostgreSQL (PGlite) in a child process, persisted under
 * `dataDir/pglite`, and answers a connection URL to its socket. PGlite accepts
 * any user without a password, so it listens on no TCP port, where any local
 * account could connect, but on a Unix socket inside a folder only the server's
 * user may enter (mkdtemp creates it 0700; a path under DATA_DIR could exceed
 * the ~100 bytes a socket path may have).
 *
 * The process is supervised: if it dies, it is started again on the same data
 * directory and socket, so the URL stays valid. Meanwhile a connection is refused
 * (the socket file stays in place), which requests answer as a retryable 503 and
 * the pool recovers from by itself, as with a PostgreSQL server restarting.
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  maxConnections: number,
  log: Logger,
): Promise<EmbeddedDatabase> {
  const pgDir = path.join(dataDir, 'pglite');
  makePrivateDirSync(pgDir);
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-pglite-'));
  const socketPath = path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  const removeSocketDir = () => fs.rmSync(socketDir, { recursive: true, force: true });
  const launch = async (): Promise<ChildProcess> => {
    const child = fork(path.join(import.meta.dirname, 'pglite-process.ts'), {
      env: {
        ...process.env,
        PGLITE_DATA_DIR: pgDir,
        PGLITE_SOCKET_PATH: socketPath,
        PGLITE_MAX_CONNECTIONS: String(maxConnections),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    try {
      await waitForReady(child);
    } catch (err) {
      await stopChild(child);
      throw err;
    }
    return child;
  };
  let child = await launch().catch((err: unknown) => {
    removeSocketDir();
    throw err;
  });
  log.info({ socket: socketPath, dataDir: pgDir }, 'embedded database ready');
  // A host that is a path means a Unix socket folder to the pg driver (and to MikroORM, which decodes it).
  const url = `postgresql://postgres@${encodeURIComponent(socketDir)}:${SOCKET_PORT}/postgres`;
  // Who serves this data directory now: a backup connects to it, a restore refuses to start a second one.
  // The supervising process is named too: while it starts a dead database again, nobody else may.
  const notePath = runningNotePath(dataDir);
  const writeNote = () =>
    fs.writeFileSync(notePath, JSON.stringify({ url, pid: child.pid, supervisorPid: process.pid }), {
      mode: 0o600,
    });
  writeNote();

  let stopping = false;
  let restartTimer: NodeJS.Timeout | null = null;
  let relaunching: Promise<void> | null = null;
  let failures = 0;
  let startedAt = Date.now();
  const restartLater = () => {
    const delay = Math.min(RESTART_DELAY_FIRST_MS * 2 ** failures, RESTART_DELAY_MAX_MS);
    failures++;
    restartTimer = setTimeout(() => {
      restartTimer = null;
      relaunching = relaunch().finally(() => {
        relaunching = null;
      });
    }, delay);
  };
  const relaunch = async () => {
    if (stopping) return;
    let next: ChildProcess;
    try {
      next = await launch();
    } catch (err) {
      log.error({ err }, 'embedded database did not start again, retrying');
      if (!stopping) restartLater();
      return;
    }
    if (stopping) {
      await stopChild(next);
      return;
    }
    child = next;
    startedAt = Date.now();
    writeNote();
    supervise(next);
    log.warn({ pid: next.pid }, 'embedded database started again');
  };
  const supervise = (watched: ChildProcess) => {
    watched.once('exit', (code, signal) => {
      if (stopping) return;
      if (Date.now() - startedAt >= STABLE_AFTER_MS) failures = 0;
      log.error({ pid: watched.pid, code, signal }, 'embedded database process died, starting it again');
      restartLater();
    });
  };
  supervise(child);

  return {
    url,
    get pid() {
      return child.pid!;
    },
    stop: async () => {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      await relaunching;
      await stopChild(child);
      removeSocketDir();
      fs.rmSync(notePath, { force: true });
    },
  };
}

const runningNotePath = (dataDir: string) => path.join(dataDir, 'embedded-database.json');

/** The embedded database another process serves from `dataDir`, if its process (or its supervisor) is alive. */
export function runningEmbeddedDatabase(dataDir: string): { url: string; pid: number } | null {
  try {
    const note = JSON.parse(fs.readFileSync(runningNotePath(dataDir), 'utf8')) as {
      url: string;
      pid: number;
      supervisorPid?: number;
    };
    if (!isAlive(note.pid) && !(note.supervisorPid && isAlive(note.supervisorPid))) return null;
    return { url: note.url, pid: note.pid };
  } catch {
    // No note, or its process is gone (a crash left it behind).
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function waitForReady(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`embedded database exited with code ${code}`)));
    child.on('message', (msg: { type?: string; address?: string }) => {
      if (msg.type === 'ready' && msg.address) resolve(msg.address);
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  // A process killed by a signal has no exit code, only its signal; one never spawned has no pid.
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined)
    return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
