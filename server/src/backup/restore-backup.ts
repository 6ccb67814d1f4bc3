import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import * as tar from 'tar';
import { migrationsList } from '../db/migrations/index.ts';
import type { Orm } from '../db/orm.ts';
import type { AttachmentStorage } from '../modules/attachments/storage/attachment-storage.ts';
import { BackupRefused } from './backup-database.ts';
import { type Manifest, ManifestSchema } from './manifest.ts';
import { dependencyOrder, quoteIdent, readSequences, readTables, type TableInfo } from './schema-catalog.ts';
import { setPortableOutput, tableDigest } from './table-rows.ts';
import { copyHashed } from './write-backup.ts';

const BATCH_ROWS = 1_000;
const BATCH_BYTES = 4 * 1024 * 1024;

export interface RestoreTarget {
  url: string;
  orm: Orm;
  storage: AttachmentStorage;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Migrations newer than the backup, run after its rows were loaded. */
  migratedAfter: string[];
}

/**
 * Restores an archive of writeBackup into an empty database (or, with `force`, one whose
 * rows are all replaced): checks every file's sha256 first, migrates the schema to the
 * backup's version, loads the tables in foreign-key order in one transaction with the
 * tables' own triggers off, moves sequences past the loaded rows, reads every table
 * back and compares counts and checksums before committing, puts the attachments back
 * (each read back and compared), then runs the migrations that are newer than the backup.
 */
export async function restoreBackup(
  archive: string,
  target: RestoreTarget,
  force: boolean,
): Promise<RestoreResult> {
  // Unpacked in the temporary folder: the archive's own folder may well be read-only.
  // mkdtemp makes it the owner's alone (0700), whatever modes an older archive's files carry.
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-restore-'));
  try {
    await tar.extract({ file: archive, cwd: work, strict: true });
    const manifest = await readManifest(work);
    const known = new Set(migrationsList.map((m) => m.name));
    const unknown = manifest.migrations.filter((m) => !known.has(m));
    if (unknown.length > 0)
      throw new BackupRefused(
        `the backup comes from a newer version (migrations ${unknown.join(', ')}): upgrade first`,
      );

    const db = new pg.Client({ connectionString: target.url, application_name: 'taskmanager-restore' });
    await db.connect();
    try {
      const filled = await tablesWithRows(db);
      if (filled.length > 0 && !force)
        throw new BackupRefused(
          `the target database is not empty (${filled.slice(0, 5).join(', ')}${filled.length > 5 ? ', ...' : ''} hold rows): restore into an empty database, or pass --force to replace everything in it`,
        );
      const executed = new Set((await target.orm.migrator.getExecuted()).map((m) => m.name));
      const toBackupVersion = manifest.migrations.filter((m) => !executed.has(m));
      if (toBackupVersion.length > 0) await target.orm.migrator.up({ migrations: toBackupVersion });
      await loadTables(db, work, manifest);
    } finally {
      await db.end();
    }
    await restoreAttachments(work, manifest, target.storage);
    const migratedAfter = (await target.orm.migrator.up()).map((m) => m.name);
    return { manifest, migratedAfter };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

async function readManifest(work: string): Promise<Manifest> {
  const parsed = ManifestSchema.safeParse(
    JSON.parse(await fs.promises.readFile(path.join(work, 'manifest.json'), 'utf8').catch(() => 'null')),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupRefused(
      `not a Task Manager backup: its manifest is missing or invalid${issue ? ` (${issue.path.join('.') || 'manifest.json'}: ${issue.message})` : ''}`,
    );
  }
  const manifest = parsed.data;
  for (const entry of [...manifest.tables, ...manifest.attachments]) {
    const { sha256 } = await copyHashed(fs.createReadStream(path.join(work, entry.file)), null).catch(() => ({
      sha256: 'unreadable',
    }));
    if (sha256 !== entry.sha256)
      throw new BackupRefused(`the backup is damaged: ${entry.file} fails its checksum`);
  }
  return manifest;
}

async function tablesWithRows(db: pg.Client): Promise<string[]> {
  const filled: string[] = [];
  for (const table of await readTables(db)) {
    const { rowCount } = await db.query(`select 1 from ${quoteIdent(table.name)} limit 1`);
    if (rowCount) filled.push(table.name);
  }
  return filled;
}

async function loadTables(db: pg.Client, work: string, manifest: Manifest): Promise<void> {
  await db.query('begin');
  try {
    await setPortableOutput(db);
    const tables = await readTables(db);
    const byName = new Map(tables.map((t) => [t.name, t]));
    const missing = manifest.tables.filter((t) => !byName.has(t.name)).map((t) => t.name);
    if (missing.length > 0) throw new Error(`the target schema has no table ${missing.join(', ')}`);
    // The tables' own triggers (change logs, notices) must not react to a restore.
    for (const t of tables) await db.query(`alter table ${quoteIdent(t.name)} disable trigger user`);
    // Empty before the migrations (or --force): whatever is there now, migrations included, is replaced.
    await db.query(`truncate ${tables.map((t) => quoteIdent(t.name)).join(', ')}`);
    const saved = new Map(manifest.tables.map((t) => [t.name, t]));
    for (const table of dependencyOrder(tables)) {
      const entry = saved.get(table.name);
      if (entry) await loadTable(db, table, entry.columns, path.join(work, entry.file));
    }
    for (const { sequence, table, column } of await readSequences(db)) {
      await db.query(
        `select setval($1::regclass, coalesce(max(${quoteIdent(column)}), 1), max(${quoteIdent(column)}) is not null) from ${quoteIdent(table)}`,
        [`public.${quoteIdent(sequence)}`],
      );
    }
    for (const t of tables) await db.query(`alter table ${quoteIdent(t.name)} enable trigger user`);
    // Read back before committing: any difference and nothing is kept.
    for (const entry of manifest.tables) {
      const table = byName.get(entry.name)!;
      const now = await tableDigest(db, table);
      if (now.rows !== entry.rows)
        throw new Error(`table ${entry.name}: ${now.rows} rows restored, the backup has ${entry.rows}`);
      // A target schema with other columns writes other JSON: only the same columns compare byte for byte.
      if (sameColumns(table.columns, entry.columns) && now.sha256 !== entry.sha256)
        throw new Error(`table ${entry.name}: the restored rows differ from the backup (checksum)`);
    }
    await db.query('commit');
  } catch (err) {
    await db.query('rollback').catch(() => undefined);
    throw err;
  }
}

const sameColumns = (a: string[], b: string[]) => a.length === b.length && a.every((c, i) => c === b[i]);

/**
 * Inserts a table's NDJSON in batches through jsonb_populate_recordset (the table's own
 * row type turns each JSON value back into its column's type). Columns referencing the
 * same table are set in a second pass, once every row they may point to exists.
 */
async function loadTable(
  db: pg.Client,
  table: TableInfo,
  savedColumns: string[],
  file: string,
): Promise<void> {
  const saved = new Set(savedColumns);
  const insertable = table.columns.filter((c) => saved.has(c) && !table.generated.includes(c));
  const firstPass = insertable.filter((c) => !table.selfReferences.includes(c));
  const selfRefs = insertable.filter((c) => table.selfReferences.includes(c));
  const name = quoteIdent(table.name);
  const cols = (list: string[], prefix = '') => list.map((c) => prefix + quoteIdent(c)).join(', ');
  const insert = `insert into ${name} (${cols(firstPass)}) overriding system value
    select ${cols(firstPass)} from jsonb_populate_recordset(null::${name}, $1::jsonb)`;
  const keyMatch = table.orderBy.map((c) => `t.${quoteIdent(c)} = s.${quoteIdent(c)}`).join(' and ');
  const update =
    selfRefs.length > 0
      ? `update ${name} t set ${selfRefs.map((c) => `${quoteIdent(c)} = s.${quoteIdent(c)}`).join(', ')}
         from jsonb_populate_recordset(null::${name}, $1::jsonb) s where ${keyMatch}`
      : null;
  await forEachBatch(file, (batch) => db.query(insert, [batch]));
  if (update) await forEachBatch(file, (batch) => db.query(update, [batch]));
}

async function forEachBatch(file: string, run: (jsonArray: string) => Promise<unknown>): Promise<void> {
  let lines: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (lines.length === 0) return;
    await run(`[${lines.join(',')}]`);
    lines = [];
    bytes = 0;
  };
  const reader = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  for await (const line of reader) {
    if (!line) continue;
    lines.push(line);
    bytes += line.length;
    if (lines.length >= BATCH_ROWS || bytes >= BATCH_BYTES) await flush();
  }
  await flush();
}

async function restoreAttachments(
  work: string,
  manifest: Manifest,
  storage: AttachmentStorage,
): Promise<void> {
  for (const a of manifest.attachments) {
    await storage.put(
      a.key,
      fs.createReadStream(path.join(work, a.file)),
      a.contentType,
      AbortSignal.timeout(300_000),
    );
    const back = await copyHashed(await storage.open(a.key), null);
    if (back.sha256 !== a.sha256)
      throw new Error(`attachment ${a.key}: the stored copy differs from the backup`);
  }
}
