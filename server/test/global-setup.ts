// Runs once before the integration tier: fail fast with a clear line if the
// configured test PostgreSQL server does not answer.
import pg from 'pg';

export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
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
