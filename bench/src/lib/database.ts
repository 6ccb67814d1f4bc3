import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ADMIN_DATABASE_URL } from './paths.ts';

export interface BenchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

const live = new Set<BenchDatabase>();

/** A fresh, empty database on the PostgreSQL server; `dropAll` removes any left on exit. */
export async function createBenchDatabase(): Promise<BenchDatabase> {
  const name = `tm_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  const db: BenchDatabase = {
    name,
    url: url.toString(),
    drop: async () => {
      live.delete(db);
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
  live.add(db);
  return db;
}

export async function dropAllBenchDatabases(): Promise<void> {
  for (const db of [...live]) await db.drop().catch(() => undefined);
}

/** Runs `work` on one connection to `databaseUrl`, closed afterwards whatever happens. */
export async function withClient<T>(
  databaseUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function adminQuery(sql: string): Promise<void> {
  await withClient(ADMIN_DATABASE_URL, (client) => client.query(sql));
}
