import { randomUUID } from 'node:crypto';
import { MAX_ATTACHMENT_BYTES } from '@tm/domain/attachment/attachment.schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AttachmentsWorld,
  attachmentRows,
  bytes,
  createTask,
  download,
  startAttachmentsWorld,
  storedFiles,
  upload,
  uploadFile,
} from './attachments.test-kit.ts';

let w: AttachmentsWorld;
let taskId: string;

beforeAll(async () => {
  w = await startAttachmentsWorld();
});
afterAll(() => w?.stop());
beforeEach(async () => {
  taskId = await createTask(w.t, w.demo.id);
});

/** Nothing of any refused upload may remain: no row for the task, no file in storage. */
async function expectNoTrace(task: string) {
  expect(await attachmentRows(w.t, task)).toEqual([]);
  expect(storedFiles(w.storageRoot).filter((f) => f.startsWith(task) || f.startsWith('.incoming'))).toEqual(
    [],
  );
}

describe('POST /api/attachments/:taskId', () => {
  it('stores a file and answers the attachment, listed afterwards', async () => {
    const content = bytes(5000);
    const res = await uploadFile(w.demo, w.t.url, taskId, 'report.pdf', content, 'application/pdf');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      taskId,
      fileName: 'report.pdf',
      fileSize: 5000,
      contentType: 'application/pdf',
      uploaderId: w.demo.id,
      uploader: { name: expect.any(String), avatar: expect.any(String) },
    });
    expect(res.body.url).toBe(`/api/attachments/${taskId}/file/${res.body.id}/download`);
    const list = await w.demo.client.get(`/api/attachments/${taskId}`);
    expect(list.body).toEqual([res.body]);
    const [row] = await attachmentRows(w.t, taskId);
    expect(storedFiles(w.storageRoot)).toContain(row!.storageKey);
    expect((await download(w.demo, w.t.url, res.body.url)).body.equals(content)).toBe(true);
  });

  it('accepts an empty file', async () => {
    const res = await uploadFile(w.demo, w.t.url, taskId, 'empty.txt', Buffer.alloc(0), 'text/plain');
    expect(res.status).toBe(201);
    expect(res.body.fileSize).toBe(0);
    expect((await download(w.demo, w.t.url, res.body.url)).body.length).toBe(0);
  });

  it('accepts a file of exactly 10 MB', async () => {
    const content = bytes(MAX_ATTACHMENT_BYTES);
    const res = await uploadFile(w.demo, w.t.url, taskId, 'exactly-10mb.bin', content);
    expect(res.status).toBe(201);
    expect(res.body.fileSize).toBe(10 * 1024 * 1024);
    expect((await download(w.demo, w.t.url, res.body.url)).body.equals(content)).toBe(true);
  });

  it('refuses 10 MB + 1 byte with 413 FILE_TOO_LARGE and keeps nothing', async () => {
    const res = await uploadFile(w.demo, w.t.url, taskId, 'too-big.bin', bytes(MAX_ATTACHMENT_BYTES + 1));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('FILE_TOO_LARGE');
    await expectNoTrace(taskId);
  });

  it('refuses a much larger upload the same way', async () => {
    const res = await uploadFile(w.demo, w.t.url, taskId, 'huge.bin', bytes(3 * MAX_ATTACHMENT_BYTES));
    expect(res.status).toBe(413);
    await expectNoTrace(taskId);
  });

  it('takes uploaderId before or after the file', async () => {
    const first = await upload(w.demo, w.t.url, taskId, [
      { field: ['uploaderId', w.demo.id] },
      { file: { name: 'a.txt', content: bytes(10) } },
    ]);
    const last = await upload(w.demo, w.t.url, taskId, [
      { file: { name: 'b.txt', content: bytes(10) } },
      { field: ['uploaderId', w.demo.id] },
    ]);
    const none = await upload(w.demo, w.t.url, taskId, [{ file: { name: 'c.txt', content: bytes(10) } }]);
    expect([first.status, last.status, none.status]).toEqual([201, 201, 201]);
    expect((await attachmentRows(w.t, taskId)).length).toBe(3);
  });

  it("refuses someone else's uploaderId with 403, before or after the file, keeping nothing", async () => {
    const before = await upload(w.demo, w.t.url, taskId, [
      { field: ['uploaderId', w.admin.id] },
      { file: { name: 'a.txt', content: bytes(200_000) } },
    ]);
    const after = await upload(w.demo, w.t.url, taskId, [
      { file: { name: 'b.txt', content: bytes(200_000) } },
      { field: ['uploaderId', w.admin.id] },
    ]);
    expect([before.status, after.status]).toEqual([403, 403]);
    await expectNoTrace(taskId);
  });

  it('uses only the first file', async () => {
    const res = await upload(w.demo, w.t.url, taskId, [
      { file: { name: 'first.txt', content: Buffer.from('first') } },
      { file: { name: 'second.txt', content: Buffer.from('second') } },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.fileName).toBe('first.txt');
    expect(await attachmentRows(w.t, taskId)).toHaveLength(1);
    expect((await download(w.demo, w.t.url, res.body.url)).body.toString()).toBe('first');
  });

  it('answers 400 FILE_REQUIRED without a file, and for a body that is not multipart', async () => {
    const noFile = await upload(w.demo, w.t.url, taskId, [{ field: ['uploaderId', w.demo.id] }]);
    expect(noFile).toMatchObject({ status: 400, body: { code: 'FILE_REQUIRED' } });
    const json = await w.demo.client.post(`/api/attachments/${taskId}`, { file: 'x' });
    expect(json).toMatchObject({ status: 400, body: { code: 'FILE_REQUIRED' } });
    await expectNoTrace(taskId);
  });

  it('refuses unknown fields with 400', async () => {
    const res = await upload(w.demo, w.t.url, taskId, [
      { file: { name: 'a.txt', content: bytes(10) } },
      { field: ['ownerId', w.demo.id] },
    ]);
    expect(res.status).toBe(400);
    await expectNoTrace(taskId);
  });

  it('answers 404 for an unknown task and 400 for a malformed id, storing nothing', async () => {
    const unknown = randomUUID();
    expect((await uploadFile(w.demo, w.t.url, unknown, 'a.txt', bytes(10))).status).toBe(404);
    expect((await uploadFile(w.demo, w.t.url, 'not-a-uuid', 'a.txt', bytes(10))).status).toBe(400);
    await expectNoTrace(unknown);
  });

  it('keeps only the last segment of a name with ../ and stores under a generated key', async () => {
    const res = await uploadFile(w.demo, w.t.url, taskId, '../../../etc/passwd', Buffer.from('root:x'));
    expect(res.status).toBe(201);
    expect(res.body.fileName).toBe('passwd');
    const [row] = await attachmentRows(w.t, taskId);
    expect(row!.storageKey).toMatch(new RegExp(`^${taskId}/[0-9a-f-]{36}$`));
    expect(storedFiles(w.storageRoot)).toContain(row!.storageKey);
  });

  it('keeps unicode names and sends them back in Content-Disposition (RFC 5987)', async () => {
    const name = 'Présentation été 2026 — 数据 🚀.pdf';
    const res = await uploadFile(w.demo, w.t.url, taskId, name, bytes(100), 'application/pdf');
    expect(res.status).toBe(201);
    expect(res.body.fileName).toBe(name);
    const got = await download(w.demo, w.t.url, res.body.url);
    const disposition = got.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("filename*=UTF-8''")[1]!)).toBe(name);
  });

  it('stores concurrent uploads side by side, each intact', async () => {
    const files = Array.from({ length: 8 }, (_, i) => ({
      name: `part-${i}.bin`,
      content: bytes(300_000 + i, 7 + i),
    }));
    const results = await Promise.all(
      files.map((f) => uploadFile(w.demo, w.t.url, taskId, f.name, f.content)),
    );
    expect(results.map((r) => r.status)).toEqual(files.map(() => 201));
    const rows = await attachmentRows(w.t, taskId);
    expect(new Set(rows.map((r) => r.storageKey)).size).toBe(8);
    for (const [i, r] of results.entries()) {
      expect((await download(w.demo, w.t.url, r.body.url)).body.equals(files[i]!.content)).toBe(true);
    }
  });
});
