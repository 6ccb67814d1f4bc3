import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type EmbeddedDatabase, startEmbeddedDatabase } from '../src/db/embedded/embedded-database.ts';
import { createLogger } from '../src/logger.ts';

/**
 * An embedded database of its own for a test file, in a temporary data directory
 * that `stop` removes with it (for the tests of the embedded database itself, which
 * run whatever TEST_DATABASE_URL says).
 */
export async function startTestEmbeddedDatabase(
  maxConnections: number,
): Promise<EmbeddedDatabase & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-embedded-test-'));
  const db = await startEmbeddedDatabase(dataDir, maxConnections, createLogger('silent'));
  return {
    url: db.url,
    pid: db.pid,
    dataDir,
    stop: async () => {
      await db.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
