import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server tests run against: TEST_DATABASE_URL, or none (embedded default). */
const testServerUrl = process.env.TEST_DATABASE_URL || undefined;

/** Creates an empty database for one test file and answers its URL and a dropper. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  if (!testServerUrl) return null;
  const name = `tm_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testServerUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(testServerUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: testServerUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
