import type { Config } from '../config/env.ts';
import { runningEmbeddedDatabase, startEmbeddedDatabase } from '../db/embedded/embedded-database.ts';
import type { Logger } from '../logger.ts';

export interface BackupDatabase {
  url: string;
  engine: 'postgresql' | 'embedded';
  close(): Promise<void>;
}

/**
 * The database a backup reads or a restore writes: DATABASE_URL's, or the embedded one in
 * DATA_DIR. A backup joins the embedded database of a running server over its socket; a
 * restore refuses it (the server would not see the change) and otherwise opens it itself.
 */
export async function openBackupDatabase(
  config: Config,
  log: Logger,
  purpose: 'backup' | 'restore',
): Promise<BackupDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, engine: 'postgresql', close: async () => {} };
  const running = runningEmbeddedDatabase(config.dataDir);
  if (running) {
    if (purpose === 'restore')
      throw new BackupRefused(
        `a server is running on the embedded database in ${config.dataDir} (process ${running.pid}): stop it first`,
      );
    return { url: running.url, engine: 'embedded', close: async () => {} };
  }
  const db = await startEmbeddedDatabase(config.dataDir, 3, log);
  return { url: db.url, engine: 'embedded', close: () => db.stop() };
}

/** A backup or restore that must not go ahead; its message says why (the CLI prints it, exit code 2). */
export class BackupRefused extends Error {}
