import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmbeddedDatabase } from '../../../test/test-embedded-database.ts';
import type { EmbeddedDatabase } from './embedded-database.ts';

// Many connections share the embedded database's one session. Each must be answered
// its own rows whatever the others send meanwhile: parameterized statements (several
// protocol messages each), named ones, simple queries and transactions.
const CONNECTIONS = 8;
const ROUNDS = 60;

let db: EmbeddedDatabase;
let clients: pg.Client[];
beforeAll(async () => {
  db = await startTestEmbeddedDatabase(CONNECTIONS + 2);
  clients = await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      return client;
    }),
  );
  await clients[0]!.query('create table counters (connection int primary key, n int not null)');
}, 60_000);
afterAll(async () => {
  await Promise.all((clients ?? []).map((c) => c.end().catch(() => undefined)));
  await db?.stop();
});

async function converse(client: pg.Client, c: number): Promise<string[]> {
  const wrong: string[] = [];
  const expectRow = (what: string, got: unknown, want: unknown) => {
    if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(`${what}: ${JSON.stringify(got)}`);
  };
  await client.query('insert into counters values ($1, 0)', [c]);
  for (let i = 0; i < ROUNDS; i++) {
    const unnamed = await client.query('select $1::int as c, $2::text as i', [c, String(i)]);
    expectRow('unnamed', unnamed.rows[0], { c, i: String(i) });
    const named = await client.query({
      name: `echo_${c}`,
      text: 'select $1::int * 1000 + $2::int as v',
      values: [c, i],
    });
    expectRow('named', named.rows[0], { v: c * 1000 + i });
    const simple = await client.query(`select ${c} as c, ${i} as i`);
    expectRow('simple', simple.rows[0], { c, i });
    await client.query('begin');
    await client.query('update counters set n = n + 1 where connection = $1', [c]);
    const inside = await client.query('select n from counters where connection = $1', [c]);
    expectRow('in transaction', inside.rows[0], { n: i + 1 });
    await client.query(i % 5 === 4 ? 'rollback' : 'commit');
    if (i % 5 === 4) await client.query('update counters set n = n + 1 where connection = $1', [c]);
  }
  return wrong;
}

describe('the embedded database shared by many connections', () => {
  it('answers each connection its own rows while they all talk at once', async () => {
    const wrong = await Promise.all(clients.map((client, c) => converse(client, c)));
    expect(wrong.flat()).toEqual([]);
    const { rows } = await clients[0]!.query('select connection, n from counters order by connection');
    expect(rows).toEqual(clients.map((_, c) => ({ connection: c, n: ROUNDS })));
  });

  it('goes on serving the others after a connection fails mid-statement and goes away', async () => {
    const failing = new pg.Client({ connectionString: db.url });
    await failing.connect();
    await failing.query('begin');
    await expect(failing.query('select $1::int / 0 as boom', [1])).rejects.toThrow(/division by zero/);
    await failing.end();
    const { rows } = await clients[1]!.query('select $1::text as still', ['answered']);
    expect(rows).toEqual([{ still: 'answered' }]);
    expect((await clients[2]!.query('select 1 as n')).rows).toEqual([{ n: 1 }]);
  });

  it('rolls back the open transaction of a connection that drops without a word', async () => {
    const dropping = new pg.Client({ connectionString: db.url });
    dropping.on('error', () => undefined);
    await dropping.connect();
    await dropping.query('begin');
    await dropping.query('insert into counters values ($1, 0)', [99]);
    // The socket closes with the transaction open: no COMMIT, no ROLLBACK, no Terminate.
    (dropping as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    await expect
      .poll(
        async () =>
          (await clients[3]!.query('select count(*)::int as n from counters where connection = 99')).rows[0],
      )
      .toEqual({ n: 0 });
    const { rows } = await clients[4]!.query('select $1::int as after', [1]);
    expect(rows).toEqual([{ after: 1 }]);
  });
});
