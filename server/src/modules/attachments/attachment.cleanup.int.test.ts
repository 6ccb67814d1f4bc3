import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { User } from '../users/user.entity.ts';
import { recordUpload } from './attachment.service.ts';
import { sweepOrphanedFiles } from './attachment-cleanup.ts';
import {
  type AttachmentsWorld,
  attachmentRows,
  bytes,
  createTask,
  startAttachmentsWorld,
  storedFiles,
  uploadFile,
} from './attachments.test-kit.ts';
import { newStorageKey } from './storage/attachment-storage.ts';

let w: AttachmentsWorld;

beforeAll(async () => {
  w = await startAttachmentsWorld();
});
afterAll(() => w?.stop());

const eventually = (check: () => void | Promise<void>) =>
  vi.waitFor(check, { timeout: 15_000, interval: 50 });

describe('an upload cut off by the client', () => {
  it('leaves neither a row nor a file', async () => {
    const taskId = await createTask(w.t, w.demo.id);
    const boundary = `----tm${randomUUID()}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    const fileSize = 6 * 1024 * 1024;
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const req = http.request(`${w.t.url}/api/attachments/${taskId}`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + fileSize + tail.length,
        'x-requested-with': 'XMLHttpRequest',
        cookie: w.demo.client.cookieHeader,
      },
    });
    req.on('error', () => undefined); // we are the ones cutting it
    req.write(head);
    req.write(bytes(fileSize / 2));
    // The server has started writing the upload: a partial file exists.
    await eventually(() =>
      expect(storedFiles(w.storageRoot).some((f) => f.startsWith('.incoming'))).toBe(true),
    );
    req.destroy();
    await eventually(() =>
      expect(storedFiles(w.storageRoot).filter((f) => f.startsWith('.incoming'))).toEqual([]),
    );
    expect(storedFiles(w.storageRoot).filter((f) => f.startsWith(taskId))).toEqual([]);
    expect(await attachmentRows(w.t, taskId)).toEqual([]);
    // The server is still fine afterwards.
    expect((await uploadFile(w.demo, w.t.url, taskId, 'after.txt', bytes(10))).status).toBe(201);
  });
});

describe('deleting a task', () => {
  it('keeps its files while it is in the trash; purging removes them and leaves other tasks’ files alone', async () => {
    const [doomed, kept] = [await createTask(w.t, w.demo.id), await createTask(w.t, w.demo.id)];
    for (const name of ['a.txt', 'b.txt']) await uploadFile(w.demo, w.t.url, doomed, name, bytes(1000));
    await uploadFile(w.demo, w.t.url, kept, 'c.txt', bytes(1000));
    expect(storedFiles(w.storageRoot).filter((f) => f.startsWith(doomed))).toHaveLength(2);

    expect((await w.other.client.delete(`/api/tasks/${doomed}`)).status).toBe(204);
    expect(await attachmentRows(w.t, doomed)).toHaveLength(2);
    expect(storedFiles(w.storageRoot).filter((f) => f.startsWith(doomed))).toHaveLength(2);
    expect((await w.demo.client.delete(`/api/trash/${doomed}`)).status).toBe(204);
    expect(await attachmentRows(w.t, doomed)).toEqual([]);
    await eventually(() =>
      expect(storedFiles(w.storageRoot).filter((f) => f.startsWith(doomed))).toEqual([]),
    );
    expect(storedFiles(w.storageRoot).filter((f) => f.startsWith(kept))).toHaveLength(1);
  });
});

describe('a task deleted while its file was arriving', () => {
  it('answers 404 and removes the stored file', async () => {
    const deps = w.t.app.deps;
    const goneTaskId = randomUUID(); // as if deleted between the upload's start and its row
    const key = newStorageKey(goneTaskId);
    await deps.attachmentStorage.put(
      key,
      Readable.from([bytes(100)]),
      'text/plain',
      new AbortController().signal,
    );
    const em = deps.orm.em.fork() as EntityManager;
    const user = await em.findOneOrFail(User, { id: w.demo.id });
    const upload = { key, size: 100, fileName: 'late.txt', contentType: 'text/plain' };
    await expect(recordUpload(deps, em, user, goneTaskId, upload)).rejects.toMatchObject({ status: 404 });
    expect(storedFiles(w.storageRoot).filter((f) => f.startsWith(goneTaskId))).toEqual([]);
  });
});

describe('the orphan sweep', () => {
  it('removes old files without a row and stale partial uploads, sparing recent ones', async () => {
    const taskId = await createTask(w.t, w.demo.id);
    const kept = await uploadFile(w.demo, w.t.url, taskId, 'kept.txt', bytes(10));
    const [keptRow] = await attachmentRows(w.t, taskId);
    const root = w.storageRoot;
    const place = (rel: string, ageMs: number) => {
      const file = path.join(root, rel);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, 'x');
      const when = new Date(Date.now() - ageMs);
      fs.utimesSync(file, when, when);
      return rel;
    };
    const day = 24 * 3600 * 1000;
    const oldOrphan = place(`${taskId}/${randomUUID()}`, day);
    const freshOrphan = place(`${taskId}/${randomUUID()}`, 1000); // maybe an upload in flight
    const stalePart = place(`.incoming/${randomUUID()}.part`, day);
    fs.utimesSync(
      path.join(root, keptRow!.storageKey),
      new Date(Date.now() - day),
      new Date(Date.now() - day),
    );

    const { removed } = await sweepOrphanedFiles(w.t.app.deps);
    expect(removed).toBe(2);
    const left = storedFiles(root);
    expect(left).not.toContain(oldOrphan);
    expect(left).not.toContain(stalePart);
    expect(left).toContain(freshOrphan);
    expect(left).toContain(keptRow!.storageKey);
    expect(kept.status).toBe(201);
  });
});
