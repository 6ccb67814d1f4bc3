import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import * as tar from 'tar';
import type { AttachmentStorage } from '../modules/attachments/storage/attachment-storage.ts';
import { StorageObjectMissing } from '../modules/attachments/storage/attachment-storage.ts';
import { FORMAT_VERSION, type Manifest, PRODUCT } from './manifest.ts';
import { MIGRATIONS_TABLE, quoteIdent, readTables } from './schema-catalog.ts';
import { setPortableOutput, tableRows } from './table-rows.ts';

/** An archive holds every member's data (and password hashes): its owner alone reads it. */
const PRIVATE_FILE = 0o600;
const PRIVATE_DIR = 0o700;

export interface BackupSource {
  url: string;
  engine: 'postgresql' | 'embedded';
  storage: AttachmentStorage;
}

/**
 * Writes one .tar.gz: manifest.json, tables/<name>.ndjson (every row as JSON, one per
 * line) and attachments/<key>. Every table is read in ONE repeatable-read, read-only
 * transaction: a consistent snapshot while the server keeps writing. The attachments
 * the snapshot names are copied after it (files are only ever added or removed, never
 * changed); one removed meanwhile is listed as missing. Written beside `out`, then
 * renamed, so `out` is never a half-written archive. The archive, and every file in it
 * and in its working folder, is readable by its owner only.
 */
export async function writeBackup(source: BackupSource, out: string): Promise<Manifest> {
  const work = fs.mkdtempSync(path.join(path.dirname(path.resolve(out)), '.backup-'));
  try {
    fs.mkdirSync(path.join(work, 'tables'), { mode: PRIVATE_DIR });
    fs.mkdirSync(path.join(work, 'attachments'), { mode: PRIVATE_DIR });
    const db = new pg.Client({ connectionString: source.url, application_name: 'taskmanager-backup' });
    await db.connect();
    let snapshot: Omit<Manifest, 'attachments' | 'missingAttachments'>;
    let stored: { key: string; contentType: string }[];
    try {
      await db.query('begin isolation level repeatable read, read only');
      await setPortableOutput(db);
      const { rows: migrations } = await db.query<{ name: string }>(
        `select name from ${MIGRATIONS_TABLE} order by id`,
      );
      if (migrations.length === 0) throw new Error('the database has no schema yet: nothing to back up');
      const [{ version }] = (
        await db.query<{ version: string }>("select current_setting('server_version') as version")
      ).rows as [{ version: string }];
      const tables = [];
      for (const table of await readTables(db)) {
        const file = `tables/${table.name}.ndjson`;
        const hash = createHash('sha256');
        let rows = 0;
        const output = fs.createWriteStream(path.join(work, file), { mode: PRIVATE_FILE });
        for await (const row of tableRows(db, table)) {
          const line = `${row}\n`;
          hash.update(line);
          rows++;
          if (!output.write(line)) await new Promise<void>((r) => output.once('drain', () => r()));
        }
        await new Promise<void>((resolve, reject) =>
          output.end((err?: Error | null) => (err ? reject(err) : resolve())),
        );
        tables.push({ name: table.name, file, columns: table.columns, rows, sha256: hash.digest('hex') });
      }
      stored = tables.some((t) => t.name === 'attachments')
        ? (
            await db.query<{ key: string; contentType: string }>(
              `select storage_key as key, content_type as "contentType" from ${quoteIdent('attachments')} order by storage_key`,
            )
          ).rows
        : [];
      await db.query('commit');
      snapshot = {
        product: PRODUCT,
        format: FORMAT_VERSION,
        schemaVersion: migrations.at(-1)!.name,
        migrations: migrations.map((m) => m.name),
        createdAt: new Date().toISOString(),
        source: { engine: source.engine, serverVersion: version },
        tables,
      };
    } finally {
      await db.end();
    }

    const attachments: Manifest['attachments'] = [];
    const missingAttachments: string[] = [];
    for (const { key, contentType } of stored) {
      const file = `attachments/${key}`;
      fs.mkdirSync(path.join(work, path.dirname(file)), { recursive: true, mode: PRIVATE_DIR });
      try {
        const { size, sha256 } = await copyHashed(await source.storage.open(key), path.join(work, file));
        attachments.push({ key, file, contentType, size, sha256 });
      } catch (err) {
        if (!(err instanceof StorageObjectMissing)) throw err;
        missingAttachments.push(key);
      }
    }
    const manifest: Manifest = { ...snapshot, attachments, missingAttachments };
    fs.writeFileSync(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: PRIVATE_FILE,
    });
    const partial = `${out}.partial`;
    await tar.create({ gzip: true, cwd: work, file: partial, portable: true, mode: PRIVATE_FILE }, [
      'manifest.json',
      'tables',
      'attachments',
    ]);
    // A `.partial` left by an interrupted run kept its own mode when reopened.
    fs.chmodSync(partial, PRIVATE_FILE);
    fs.renameSync(partial, out);
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Copies a stream to a file and answers its size and sha256. */
export async function copyHashed(
  input: NodeJS.ReadableStream,
  file: string | null,
): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  if (file) await pipeline(input, tap, fs.createWriteStream(file, { mode: PRIVATE_FILE }));
  else
    await pipeline(input, tap, async (source: AsyncIterable<Buffer>) => {
      for await (const _ of source);
    });
  return { size, sha256: hash.digest('hex') };
}
