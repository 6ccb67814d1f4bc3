// Runs once before the integration tier: fail fast with a clear line if the
// configured test PostgreSQL server does not answer. With TEST_REQUIRE_SERVICES=1
// (CI sets it) every service a suite would otherwise skip without is required,
// so a missing one fails the run instead of silently skipping tests.
import pg from 'pg';
import { postgresBinDir } from './private-postgres.ts';
import { hasRedisServer } from './private-redis.ts';
import { multiInstanceSkipReason } from './test-redis.ts';

export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_REQUIRE_SERVICES === '1') await requireEveryService();
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    throw new Error(`TEST_DATABASE_URL (${url}) does not answer: ${(err as Error).message}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** What the suites guarded by `describe.skipIf` need: a shared PostgreSQL, Redis, and their binaries. */
async function requireEveryService(): Promise<void> {
  const missing = [
    await multiInstanceSkipReason(),
    hasRedisServer() ? null : 'no redis-server binary (the Redis outage tests start their own)',
    postgresBinDir() ? null : 'no initdb/pg_ctl (the database restart test starts its own server)',
  ].filter((reason): reason is string => reason !== null);
  if (missing.length > 0) {
    throw new Error(`TEST_REQUIRE_SERVICES=1 but suites would skip: ${missing.join('; ')}`);
  }
}
