import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmbeddedDatabase } from '../../test/test-embedded-database.ts';
import { createLogger } from '../logger.ts';
import type { EmbeddedDatabase } from './embedded/embedded-database.ts';
import { createOrm, type Orm } from './orm.ts';
import { namePreparedStatements, numberPlaceholders, preparedQuery } from './prepared-statements.ts';

// The embedded database serves every connection from one session: each connection's
// statements must keep names of their own there, answer that connection's own
// parameters, and go away with the connection.
const log = createLogger('silent');
const ECHO = 'select ?::int as n, ?::text as who';
const suffixedStatements = `select name from pg_prepared_statements where name like 'tm\\_%\\_c%'`;

let db: EmbeddedDatabase;
let orm: Orm;
beforeAll(async () => {
  db = await startTestEmbeddedDatabase(8);
  orm = await createOrm(db.url, 4, log, true);
}, 60_000);
afterAll(async () => {
  await orm?.close();
  await db?.stop();
});

const fork = () => orm.em.fork() as EntityManager;
const names = async () =>
  (await fork().execute<{ name: string }[]>(suffixedStatements)).map((r) => r.name).sort();

describe('prepared statements on the embedded database', () => {
  it('answer each connection its own rows when many connections run the same statement at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const em = fork();
        const run = () => preparedQuery<{ n: number; who: string }>(em, ECHO, [i, `caller ${i}`]);
        // Some callers inside a transaction, whose statements run on its own connection.
        const [row] =
          i % 3 === 0
            ? await em.transactional((tx) => preparedQuery(tx, ECHO, [i, `caller ${i}`]))
            : await run();
        return row;
      }),
    );
    expect(answers).toEqual(answers.map((_, i) => ({ n: i, who: `caller ${i}` })));

    // One statement per connection that ran it, each under its own name.
    const prepared = await names();
    expect(prepared.length).toBeGreaterThanOrEqual(2);
    expect(prepared.length).toBeLessThanOrEqual(4);
    expect(new Set(prepared.map((n) => n.replace(/_c\d+$/, ''))).size).toBe(1);
  });

  it('deallocates the statements of a connection the pool drops', async () => {
    await preparedQuery(fork(), ECHO, [1, 'registered']);
    const before = await names();
    // A pool of its own whose idle connections close at once, named the same way.
    const pool = new pg.Pool({ connectionString: db.url, max: 2, idleTimeoutMillis: 50 });
    namePreparedStatements(pool, true);
    try {
      const { rows } = await pool.query(numberPlaceholders(ECHO), [7, 'short-lived']);
      expect(rows).toEqual([{ n: 7, who: 'short-lived' }]);
      const during = await names();
      expect(during.length).toBe(before.length + 1);
      await expect.poll(names, { timeout: 5_000, interval: 100 }).toEqual(before);
    } finally {
      await pool.end();
    }
  });
});
