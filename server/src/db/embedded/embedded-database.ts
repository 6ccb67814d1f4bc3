import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { makePrivateDirSync } from '../../config/private-paths.ts';
import type { Logger } from '../../logger.ts';

export interface EmbeddedDatabase {
  url: string;
  /** The process serving it. */
  pid: number;
  stop(): Promise<void>;
}

// The pg driver looks for a server's socket as `{folder}/.s.PGSQL.{port}`.
const SOCKET_PORT = 5432;

/**
 * Starts the embedded PostgreSQL (PGlite) in a child process, persisted under
 * `dataDir/pglite`, and answers a connection URL to its socket. PGlite accepts
 * any user without a password, so it listens on no TCP port, where any local
 * account could connect, but on a Unix socket inside a folder only the server's
 * user may enter (mkdtemp creates it 0700; a path under DATA_DIR could exceed
 * the ~100 bytes a socket path may have).
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  maxConnections: number,
  log: Logger,
): Promise<EmbeddedDatabase> {
  const pgDir = path.join(dataDir, 'pglite');
  makePrivateDirSync(pgDir);
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-pglite-'));
  const child = fork(path.join(import.meta.dirname, 'pglite-process.ts'), {
    env: {
      ...process.env,
      PGLITE_DATA_DIR: pgDir,
      PGLITE_SOCKET_PATH: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
      PGLITE_MAX_CONNECTIONS: String(maxConnections),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const removeSocketDir = () => fs.rmSync(socketDir, { recursive: true, force: true });
  const address = await waitForReady(child).catch((err: unknown) => {
    removeSocketDir();
    throw err;
  });
  log.info({ address, dataDir: pgDir }, 'embedded database ready');
  // A host that is a path means a Unix socket folder to the pg driver (and to MikroORM, which decodes it).
  const url = `postgresql://postgres@${encodeURIComponent(socketDir)}:${SOCKET_PORT}/postgres`;
  // Who serves this data directory now: a backup connects to it, a restore refuses to start a second one.
  const notePath = runningNotePath(dataDir);
  fs.writeFileSync(notePath, JSON.stringify({ url, pid: child.pid }), { mode: 0o600 });
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      await stopChild(child);
      removeSocketDir();
      fs.rmSync(notePath, { force: true });
    },
  };
}

const runningNotePath = (dataDir: string) => path.join(dataDir, 'embedded-database.json');

/** The embedded database another process serves from `dataDir`, if its process is alive. */
export function runningEmbeddedDatabase(dataDir: string): { url: string; pid: number } | null {
  try {
    const note = JSON.parse(fs.readFileSync(runningNotePath(dataDir), 'utf8')) as {
      url: string;
      pid: number;
    };
    process.kill(note.pid, 0);
    return note;
  } catch {
    // No note, or its process is gone (a crash left it behind).
    return null;
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
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
