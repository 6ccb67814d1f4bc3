import type pg from 'pg';

// What a backup reads of the database's own catalog: the application's tables (schema
// public; the migrations' bookkeeping table and pg-boss's queue are not data), their
// columns, primary keys, foreign keys and sequences, so any version of the schema is
// exported and loaded without a list kept by hand.

export const MIGRATIONS_TABLE = 'mikro_orm_migrations';

export interface TableInfo {
  name: string;
  /** Every column, in order. */
  columns: string[];
  /** Columns computed by the database (`generated always as`): exported, never inserted. */
  generated: string[];
  /** Primary key columns (the export's order), or every column when the table has none. */
  orderBy: string[];
  /** Tables this one references (other than itself). */
  references: string[];
  /** Columns referencing this same table: loaded empty first, then set once every row exists. */
  selfReferences: string[];
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function readTables(db: pg.ClientBase): Promise<TableInfo[]> {
  const { rows: tables } = await db.query<{ oid: number; name: string }>(
    `select c.oid::int as oid, c.relname as name from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition and c.relname <> $1
     order by c.relname`,
    [MIGRATIONS_TABLE],
  );
  const { rows: columns } = await db.query<{ oid: number; name: string; generated: boolean }>(
    `select attrelid::int as oid, attname as name, attgenerated <> '' as generated from pg_attribute
     where attrelid = any($1::oid[]) and attnum > 0 and not attisdropped order by attrelid, attnum`,
    [tables.map((t) => t.oid)],
  );
  const { rows: keys } = await db.query<{ oid: number; name: string }>(
    `select i.indrelid::int as oid, a.attname as name from pg_index i
     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indisprimary and i.indrelid = any($1::oid[])
     order by i.indrelid, array_position(i.indkey::int2[], a.attnum)`,
    [tables.map((t) => t.oid)],
  );
  const { rows: fks } = await db.query<{ from: number; to: number; column: string; single: boolean }>(
    `select c.conrelid::int as "from", c.confrelid::int as "to", a.attname as column,
            array_length(c.conkey, 1) = 1 as single
     from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
     where c.contype = 'f' and c.conrelid = any($1::oid[])`,
    [tables.map((t) => t.oid)],
  );
  const nameOf = new Map(tables.map((t) => [t.oid, t.name]));
  return tables.map((t) => {
    const cols = columns.filter((c) => c.oid === t.oid);
    const pk = keys.filter((k) => k.oid === t.oid).map((k) => k.name);
    const own = fks.filter((f) => f.from === t.oid);
    const selfRefs = own.filter((f) => f.to === t.oid);
    if (selfRefs.some((f) => !f.single))
      throw new Error(`table ${t.name}: a multi-column foreign key to itself is not supported by backups`);
    return {
      name: t.name,
      columns: cols.map((c) => c.name),
      generated: cols.filter((c) => c.generated).map((c) => c.name),
      orderBy: pk.length > 0 ? pk : cols.filter((c) => !c.generated).map((c) => c.name),
      references: [
        ...new Set(own.filter((f) => f.to !== t.oid && nameOf.has(f.to)).map((f) => nameOf.get(f.to)!)),
      ],
      selfReferences: selfRefs.map((f) => f.column),
    };
  });
}

/** Tables ordered so that every table comes after those it references (rows load in this order). */
export function dependencyOrder(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const ordered: TableInfo[] = [];
  const visit = (t: TableInfo) => {
    if (done.has(t.name)) return;
    if (visiting.has(t.name)) throw new Error(`foreign keys form a cycle through ${t.name}`);
    visiting.add(t.name);
    for (const ref of t.references) {
      const target = byName.get(ref);
      if (target) visit(target);
    }
    visiting.delete(t.name);
    done.add(t.name);
    ordered.push(t);
  };
  for (const t of tables) visit(t);
  return ordered;
}

/**
 * A row whose `holds_secret` is true carries a usable secret (a mail's single-use link
 * not sent yet): backups leave it out, so no archive holds one.
 */
const SECRET_ROW_COLUMN = 'holds_secret';

/** The query every export and every verification reads a table with: one JSON object per row, in key order. */
export function rowsQuery(table: TableInfo): string {
  const where = table.columns.includes(SECRET_ROW_COLUMN)
    ? ` where not t.${quoteIdent(SECRET_ROW_COLUMN)}`
    : '';
  return `select to_jsonb(t)::text as row from ${quoteIdent(table.name)} t${where} order by ${table.orderBy
    .map((c) => `t.${quoteIdent(c)}`)
    .join(', ')}`;
}

/** Sequences filled by a table's columns (serial, identity), to move past the loaded rows. */
export async function readSequences(
  db: pg.ClientBase,
): Promise<{ sequence: string; table: string; column: string }[]> {
  const { rows } = await db.query<{ sequence: string; table: string; column: string }>(
    `select s.relname as sequence, t.relname as table, a.attname as column from pg_depend d
     join pg_class s on s.oid = d.objid and s.relkind = 'S'
     join pg_class t on t.oid = d.refobjid
     join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
     join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
     where d.deptype in ('a', 'i') and t.relname <> $1`,
    [MIGRATIONS_TABLE],
  );
  return rows;
}
