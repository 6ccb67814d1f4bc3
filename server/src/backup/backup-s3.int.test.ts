import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestEmbeddedDatabase } from '../../test/test-embedded-database.ts';
import { loadConfig } from '../config/env.ts';
import { createOrm } from '../db/orm.ts';
import { createLogger } from '../logger.ts';
import { startAttachmentsWorld, uploadFile } from '../modules/attachments/attachments.test-kit.ts';
import { createAttachmentStorage } from '../modules/attachments/storage/create-attachment-storage.ts';
import { type S3TestServer, startS3TestServer } from '../modules/attachments/storage/s3-test-server.ts';
import { restoreBackup } from './restore-backup.ts';
import { copyHashed, writeBackup } from './write-backup.ts';

// Attachments in S3-compatible storage are backed up from one bucket and restored into
// another (a new server's), byte for byte: the backup reads and writes through the
// same storage the server uses.

let source: S3TestServer;
let target: S3TestServer;
let world: Awaited<ReturnType<typeof startAttachmentsWorld>>;
let work: string;

beforeAll(async () => {
  [source, target] = await Promise.all([startS3TestServer('source'), startS3TestServer('target')]);
  world = await startAttachmentsWorld(source.env);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-backup-s3-'));
});
afterAll(async () => {
  await world?.stop();
  await Promise.all([source?.stop(), target?.stop()]);
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

it('copies the attachments from one bucket into another', async () => {
  const task = await world.demo.client.post('/api/tasks', { title: 'Task with a file in S3' });
  expect(task.status).toBe(201);
  const content = Buffer.from(`bytes in a bucket ${'z'.repeat(5000)}`);
  expect(
    (await uploadFile(world.demo, world.t.url, task.body.id, 'in-s3.txt', content, 'text/plain')).status,
  ).toBe(201);
  expect(world.t.app.deps.attachmentStorage.kind).toBe('s3');

  const archive = path.join(work, 'backup.tar.gz');
  const manifest = await writeBackup(
    {
      url: world.t.app.deps.orm.config.get('clientUrl')!,
      engine: world.t.config.databaseUrl ? 'postgresql' : 'embedded',
      storage: world.t.app.deps.attachmentStorage,
    },
    archive,
  );
  expect(manifest.attachments).toHaveLength(1);

  const embedded = await startTestEmbeddedDatabase(3);
  const orm = await createOrm(embedded.url, 2, createLogger('silent'), true);
  try {
    const storage = await createAttachmentStorage(loadConfig({ DATA_DIR: embedded.dataDir, ...target.env }));
    expect(storage.kind).toBe('s3');
    await restoreBackup(archive, { url: embedded.url, orm, storage }, false);
    const [a] = manifest.attachments;
    const back = await storage.open(a!.key);
    expect(await copyHashed(back, null)).toEqual({ size: content.length, sha256: a!.sha256 });
  } finally {
    await orm.close(true);
    await embedded.stop();
  }
});
