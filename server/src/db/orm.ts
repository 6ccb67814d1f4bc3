import { Migrator } from '@mikro-orm/migrations';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { entities } from './entities.ts';
import { migrationsList } from './migrations/index.ts';
import { releaseConnectionsLostWhileCheckedOut } from './pool-recovery.ts';
import { namePreparedStatements } from './prepared-statements.ts';

export type Orm = MikroORM;

// The driver's connection pool of each ORM, for the metrics (its use is not exposed by MikroORM).
const pools = new WeakMap<Orm, { pool: pg.Pool | null }>();

/** The pg pool behind an ORM, once it has been created. */
export function databasePool(orm: Orm): pg.Pool | null {
  return pools.get(orm)?.pool ?? null;
}

/**
 * `embedded`: the database is the embedded one, which serves every connection from
 * one session (db/prepared-statements.ts names its statements per connection).
 */
export async function createOrm(
  clientUrl: string,
  poolMax: number,
  log: Logger,
  embedded: boolean,
): Promise<Orm> {
  const holder: { pool: pg.Pool | null } = { pool: null };
  const orm = await MikroORM.init({
    clientUrl,
    entities,
    extensions: [Migrator],
    pool: { min: 0, max: poolMax, idleTimeoutMillis: 30_000 },
    // While the database is down or the pool is exhausted, a request waits this long
    // for a connection and then fails with a retryable 503 instead of hanging; the
    // pool opens fresh connections by itself once the database is back.
    driverOptions: {
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
      onPoolCreated: (pool: pg.Pool) => {
        holder.pool = pool;
        releaseConnectionsLostWhileCheckedOut(pool);
        namePreparedStatements(pool, embedded);
      },
    },
    migrations: { migrationsList, snapshot: false, transactional: true, allOrNothing: true },
    // Requests fork their own EntityManager explicitly; a global one would leak state between them.
    allowGlobalContext: false,
    debug: false,
    logger: (message) => log.debug({ orm: message }),
  });
  pools.set(orm, holder);
  return orm;
}

// Any number of instances may start at once on one database: the first takes this lock
// and migrates, the others wait and then find nothing left to do.
const MIGRATION_LOCK_ID = 7_461_020_001;

export async function migrateWithLock(orm: Orm, clientUrl: string, log: Logger): Promise<void> {
  const lockClient = new pg.Client({ connectionString: clientUrl });
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    const applied = await orm.migrator.up();
    if (applied.length > 0) log.info({ migrations: applied.map((m) => m.name) }, 'migrations applied');
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await lockClient.end();
  }
}

/** Runs `fn` while holding a named advisory lock (used for one-time start-up work such as seeding). */
export async function withAdvisoryLock<T>(
  clientUrl: string,
  lockId: number,
  fn: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: clientUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lockId]);
    return await fn();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
    await client.end();
  }
}
