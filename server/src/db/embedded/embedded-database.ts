import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '../../logger.ts';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the embedded PostgreSQL (PGlite) in a child process, persisted under
 * `dataDir/pglite`, and answers a connection URL to its loopback socket.
 */
export async function startEmbeddedDatabase(
  dataDir: string,
  maxConnections: number,
  log: Logger,
): Promise<EmbeddedDatabase> {
  const pgDir = path.join(dataDir, 'pglite');
  fs.mkdirSync(pgDir, { recursive: true });
  const child = fork(path.join(import.meta.dirname, 'pglite-process.ts'), {
    env: { ...process.env, PGLITE_DATA_DIR: pgDir, PGLITE_MAX_CONNECTIONS: String(maxConnections) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const address = await waitForReady(child);
  log.info({ address, dataDir: pgDir }, 'embedded database ready');
  const [host, port] = address.split(':');
  return {
    url: `postgresql://postgres@${host}:${port}/postgres`,
    stop: () => stopChild(child),
  };
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
