import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createTestDatabase } from '@tm/test-support/test-database';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { startTestEmbeddedDatabase } from '../../test/test-embedded-database.ts';
import { createOrm } from '../db/orm.ts';
import { createLogger } from '../logger.ts';
import { startAttachmentsWorld, uploadFile } from '../modules/attachments/attachments.test-kit.ts';
import { LocalDiskStorage } from '../modules/attachments/storage/local-disk-storage.ts';
import { sql } from '../modules/tasks/task.test-helper.ts';
import { BackupRefused } from './backup-database.ts';
import type { Manifest } from './manifest.ts';
import { restoreBackup } from './restore-backup.ts';
import { readTables } from './schema-catalog.ts';
import { setPortableOutput, tableDigest } from './table-rows.ts';
import { copyHashed, writeBackup } from './write-backup.ts';

// Backup and restore (issue 23): a backup taken while members keep writing is one
// consistent snapshot; restored into an empty PostgreSQL database and into an embedded
// one it gives the same rows (counts and checksums) and the same attachment bytes; a
// database that holds rows is refused unless --force; the CLIs answer with exit codes.

const log = createLogger('silent');
const run = promisify(execFile);
let world: Awaited<ReturnType<typeof startAttachmentsWorld>>;
let t: TestApp;
let work: string;
let archive: string;
let manifest: Manifest;
const files = new Map<string, Buffer>();

/** Every table's row count and checksum, read the way a backup reads them. */
async function digests(url: string): Promise<Record<string, { rows: number; sha256: string }>> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query('begin isolation level repeatable read, read only');
    await setPortableOutput(db);
    const out: Record<string, { rows: number; sha256: string }> = {};
    for (const table of await readTables(db)) out[table.name] = await tableDigest(db, table);
    await db.query('commit');
    return out;
  } finally {
    await db.end();
  }
}
const expected = () =>
  Object.fromEntries(manifest.tables.map((x) => [x.name, { rows: x.rows, sha256: x.sha256 }]));
const sourceUrl = () => t.app.deps.orm.config.get('clientUrl')!;

beforeAll(async () => {
  world = await startAttachmentsWorld();
  t = world.t;
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-backup-test-'));
  archive = path.join(work, 'backup.tar.gz');
  // Some of everything: tasks with a comment, a label, an attachment.
  for (let i = 0; i < 5; i++) {
    const res = await world.demo.client.post('/api/tasks', {
      title: `Backed up ${i} "quoted" é`,
      description: `line one\nline "two" ${i}`,
    });
    expect(res.status).toBe(201);
    expect(
      (await world.demo.client.post(`/api/tasks/${res.body.id}/comments`, { content: `comment ${i}` }))
        .status,
    ).toBe(201);
    if (i < 2) {
      const content = Buffer.from(`file ${i} ${'x'.repeat(1000 * (i + 1))}`);
      const up = await uploadFile(world.demo, t.url, res.body.id, `file-${i}.txt`, content, 'text/plain');
      expect(up.status).toBe(201);
      files.set(res.body.id, content);
    }
  }
  expect((await world.admin.client.post('/api/labels', { name: 'Backup label', color: 'blue' })).status).toBe(
    201,
  );
});
afterAll(async () => {
  await world?.stop();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('backup of a running instance', () => {
  it('is one consistent snapshot while members keep creating tasks', async () => {
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        const res = await world.other.client.post('/api/tasks', { title: `During backup ${written}` });
        expect(res.status).toBe(201);
        written++;
      }
    })();
    // Let some writes land first, so the backup really runs among them.
    while (written < 3) await new Promise((r) => setTimeout(r, 20));
    manifest = await writeBackup(
      {
        url: sourceUrl(),
        engine: t.config.databaseUrl ? 'postgresql' : 'embedded',
        storage: t.app.deps.attachmentStorage,
      },
      archive,
    );
    const writtenAtEnd = written;
    writing = false;
    await writer;
    expect(writtenAtEnd).toBeGreaterThan(3);

    expect(manifest.product).toBe('taskmanager');
    expect(manifest.schemaVersion).toBe(manifest.migrations.at(-1));
    const rows = Object.fromEntries(manifest.tables.map((x) => [x.name, x.rows]));
    // Consistent: every task's creation history entry is in the same snapshot as the task.
    expect(rows.tasks).toBeGreaterThanOrEqual(5 + 3);
    expect(rows.comments).toBe(5);
    expect(rows.attachments).toBe(2);
    expect(manifest.attachments.map((a) => a.size).sort()).toEqual(
      [...files.values()].map((f) => f.length).sort(),
    );
    // The archive holds what the manifest says, with its checksums.
    const inside: string[] = [];
    await tar.list({ file: archive, onReadEntry: (e) => inside.push(e.path) });
    expect(inside).toContain('manifest.json');
    for (const x of manifest.tables) expect(inside).toContain(x.file);
    for (const a of manifest.attachments) expect(inside).toContain(a.file);
    expect(inside.some((p) => p.includes('mikro_orm_migrations'))).toBe(false);

    // One snapshot: every task in it has its "created" history entry (written in the task's
    // own transaction) and no entry names a task the snapshot lacks, while writes went on after it.
    const unpacked = path.join(work, 'unpacked');
    fs.mkdirSync(unpacked);
    await tar.extract({ file: archive, cwd: unpacked });
    const ndjson = (table: string) =>
      fs
        .readFileSync(path.join(unpacked, 'tables', `${table}.ndjson`), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    const taskIds = new Set(ndjson('tasks').map((r) => r.id as string));
    const created = new Set(
      ndjson('history_entries')
        .filter((h) => h.action === 'created')
        .map((h) => h.task_id),
    );
    expect(created).toEqual(taskIds);
    const [count] = await sql<{ n: number }>(t, 'select count(*)::int as n from tasks');
    expect(count?.n).toBeGreaterThan(taskIds.size);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('restore into an empty PostgreSQL database', () => {
  let target: Awaited<ReturnType<typeof createTestDatabase>>;
  let storageRoot: string;
  let orm: Awaited<ReturnType<typeof createOrm>>;
  beforeAll(async () => {
    target = await createTestDatabase();
    storageRoot = path.join(work, 'pg-attachments');
    fs.mkdirSync(storageRoot);
    orm = await createOrm(target!.url, 2, log, false);
  });
  afterAll(async () => {
    await orm?.close(true);
    await target?.drop();
  });

  it('gives the same rows, checksums and attachment bytes', async () => {
    const storage = new LocalDiskStorage(storageRoot);
    const result = await restoreBackup(archive, { url: target!.url, orm, storage }, false);
    expect(result.migratedAfter).toEqual([]);
    const now = await digests(target!.url);
    expect(Object.fromEntries(Object.entries(now).filter(([k]) => k in expected()))).toEqual(expected());
    for (const a of manifest.attachments) {
      expect(await copyHashed(await storage.open(a.key), null)).toEqual({ size: a.size, sha256: a.sha256 });
    }
  });

  it('refuses a database that holds rows, and changes nothing', async () => {
    const before = await digests(target!.url);
    const db = new pg.Client({ connectionString: target!.url });
    await db.connect();
    await db.query(
      `update tasks set title = 'changed after restore' where id = (select min(id::text)::uuid from tasks)`,
    );
    await db.end();
    const changed = await digests(target!.url);
    expect(changed.tasks).not.toEqual(before.tasks);
    await expect(
      restoreBackup(archive, { url: target!.url, orm, storage: new LocalDiskStorage(storageRoot) }, false),
    ).rejects.toThrow(BackupRefused);
    expect(await digests(target!.url)).toEqual(changed);
  });

  it('replaces everything with --force', async () => {
    await restoreBackup(archive, { url: target!.url, orm, storage: new LocalDiskStorage(storageRoot) }, true);
    const now = await digests(target!.url);
    expect(Object.fromEntries(Object.entries(now).filter(([k]) => k in expected()))).toEqual(expected());
  });

  it('lets the server start on the restored database and serve the backed-up tasks and files', async () => {
    const restored = await startTestApp({ DATABASE_URL: target!.url, DATA_DIR: path.join(work, 'pg-data') });
    try {
      fs.cpSync(storageRoot, path.join(restored.config.dataDir, 'attachments'), { recursive: true });
      const client = restored.client();
      await client.signIn('demo@example.com', 'demo123');
      for (const [taskId, content] of files) {
        const list = await client.get(`/api/attachments/${taskId}`);
        expect(list.status).toBe(200);
        const file = await fetch(
          `${restored.url}/api/attachments/${taskId}/file/${list.body[0].id}/download`,
          {
            headers: { cookie: client.cookieHeader },
          },
        );
        expect(file.status).toBe(200);
        expect(Buffer.from(await file.arrayBuffer()).equals(content)).toBe(true);
      }
    } finally {
      await restored.stop();
    }
  });
});

describe('restore into an embedded database', () => {
  it('gives the same rows, checksums and attachment bytes', async () => {
    const embedded = await startTestEmbeddedDatabase(3);
    const orm = await createOrm(embedded.url, 2, log, true);
    try {
      const storage = new LocalDiskStorage(path.join(embedded.dataDir, 'attachments'));
      fs.mkdirSync(path.join(embedded.dataDir, 'attachments'));
      await restoreBackup(archive, { url: embedded.url, orm, storage }, false);
      const now = await digests(embedded.url);
      expect(Object.fromEntries(Object.entries(now).filter(([k]) => k in expected()))).toEqual(expected());
      for (const a of manifest.attachments) {
        expect(await copyHashed(await storage.open(a.key), null)).toEqual({ size: a.size, sha256: a.sha256 });
      }
    } finally {
      await orm.close(true);
      await embedded.stop();
    }
  });
});

describe('the command line', () => {
  const cli = (script: string, args: string[], env: Record<string, string>) =>
    run(process.execPath, [path.join(import.meta.dirname, script), ...args], {
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    }).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({
        code: e.code,
        stdout: e.stdout,
        stderr: e.stderr,
      }),
    );
  const sourceEnv = (): Record<string, string> =>
    t.config.databaseUrl
      ? { DATABASE_URL: t.config.databaseUrl, DATA_DIR: t.config.dataDir }
      : { DATA_DIR: t.config.dataDir };

  it('backs up (exit 0), refuses a non-empty target (exit 2) and a damaged archive (exit 2)', async () => {
    const out = path.join(work, 'cli.tar.gz');
    const backup = await cli('backup-cli.ts', ['--out', out], sourceEnv());
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^backup written to .*cli\.tar\.gz: schema \S+, \d+ tables/);
    const refused = await cli('restore-cli.ts', [out], sourceEnv());
    expect(refused.code).toBe(2);
    // On PostgreSQL the database holds rows; an embedded one is in use by the running server.
    expect(refused.stderr).toMatch(
      t.config.databaseUrl ? /not empty.*--force/ : /server is running.*stop it first/,
    );
    const damaged = path.join(work, 'damaged.tar.gz');
    fs.writeFileSync(damaged, Buffer.from('not an archive'));
    const bad = await cli('restore-cli.ts', [damaged], { DATA_DIR: path.join(work, 'empty-data') });
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/restore failed/);
    // A real archive with one changed row fails its checksum before anything is written.
    const tampered = path.join(work, 'tampered');
    fs.mkdirSync(tampered);
    await tar.extract({ file: out, cwd: tampered });
    const tasksFile = path.join(tampered, 'tables', 'tasks.ndjson');
    fs.writeFileSync(tasksFile, fs.readFileSync(tasksFile, 'utf8').replace('Backed up', 'Backed-up'));
    const tamperedArchive = path.join(work, 'tampered.tar.gz');
    await tar.create({ gzip: true, cwd: tampered, file: tamperedArchive }, fs.readdirSync(tampered));
    const emptyDir = path.join(work, 'tampered-data');
    const refusedDamage = await cli('restore-cli.ts', [tamperedArchive], { DATA_DIR: emptyDir });
    expect(refusedDamage.code).toBe(2);
    expect(refusedDamage.stderr).toMatch(/tables\/tasks\.ndjson fails its checksum/);
    expect((await cli('backup-cli.ts', [], sourceEnv())).code).toBe(2);
  });
});
