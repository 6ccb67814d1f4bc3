import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Sql, seedTasksWith } from './seed.ts';

/**
 * Seeds the embedded database while the server is stopped: PGlite takes a
 * single writer, and its socket accepts only as many connections as the server's pool.
 */
export async function seedEmbedded(dataDir: string, tasks: number, commentsPerTask = 3): Promise<void> {
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
  try {
    await db.query('truncate tasks cascade');
    await seedTasksWith(db as Sql, tasks, commentsPerTask);
  } finally {
    await db.close();
  }
}
