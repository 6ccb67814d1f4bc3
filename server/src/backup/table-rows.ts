import { createHash } from 'node:crypto';
import type pg from 'pg';
import { quoteIdent, rowsQuery, type TableInfo } from './schema-catalog.ts';

const FETCH_ROWS = 2_000;

/** A table's rows as one JSON text each (rowsQuery's order), read through a cursor in the open transaction. */
export async function* tableRows(db: pg.ClientBase, table: TableInfo): AsyncGenerator<string> {
  const cursor = quoteIdent(`backup_${table.name}`);
  await db.query(`declare ${cursor} no scroll cursor for ${rowsQuery(table)}`);
  try {
    for (;;) {
      const { rows } = await db.query<{ row: string }>(`fetch ${FETCH_ROWS} from ${cursor}`);
      for (const r of rows) yield r.row;
      if (rows.length < FETCH_ROWS) return;
    }
  } finally {
    await db.query(`close ${cursor}`);
  }
}

/** Row count and sha256 of a table's NDJSON, as the backup wrote it: to verify a restore. */
export async function tableDigest(
  db: pg.ClientBase,
  table: TableInfo,
): Promise<{ rows: number; sha256: string }> {
  const hash = createHash('sha256');
  let rows = 0;
  for await (const row of tableRows(db, table)) {
    hash.update(`${row}\n`);
    rows++;
  }
  return { rows, sha256: hash.digest('hex') };
}

/**
 * Settings both the export and the verification read rows with, so the same data
 * gives the same text on any server and in the embedded database.
 */
export async function setPortableOutput(db: pg.ClientBase): Promise<void> {
  await db.query(`set local time zone 'UTC'`);
  await db.query('set local extra_float_digits = 1');
  await db.query(`set local bytea_output = 'hex'`);
}
