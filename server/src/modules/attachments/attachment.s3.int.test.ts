import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { MAX_ATTACHMENT_BYTES } from '@tm/domain/attachment/attachment.schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type AttachmentsWorld,
  attachmentRows,
  bytes,
  createTask,
  download,
  startAttachmentsWorld,
  storedFiles,
  uploadFile,
} from './attachments.test-kit.ts';
import { createS3Client } from './storage/s3-storage.ts';
import { type S3TestServer, startS3TestServer } from './storage/s3-test-server.ts';

let s3: S3TestServer;
let w: AttachmentsWorld;

beforeAll(async () => {
  s3 = await startS3TestServer();
  w = await startAttachmentsWorld({ ...s3.env, S3_PREFIX: 'tm/' });
});
afterAll(async () => {
  await w?.stop();
  await s3?.stop();
});

async function bucketKeys(): Promise<string[]> {
  const out = await createS3Client(w.t.config.s3!).send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (out.Contents ?? []).map((o) => o.Key!).sort();
}

describe('attachments on S3-compatible storage', () => {
  it('uploads to the bucket, downloads from it and deletes from it', async () => {
    const taskId = await createTask(w.t, w.demo.id);
    const content = bytes(MAX_ATTACHMENT_BYTES);
    const res = await uploadFile(w.demo, w.t.url, taskId, 'plan.pdf', content, 'application/pdf');
    expect(res.status).toBe(201);
    const [row] = await attachmentRows(w.t, taskId);
    expect(await bucketKeys()).toContain(`tm/${row!.storageKey}`);
    expect(storedFiles(w.storageRoot)).toEqual([]); // nothing on local disk in this mode

    const got = await download(w.other, w.t.url, res.body.url);
    // Served as bytes to save, whatever the type declared at upload (only images show inline).
    expect(got.headers.get('content-type')).toBe('application/octet-stream');
    expect(got.body.equals(content)).toBe(true);

    expect((await w.demo.client.delete(`/api/attachments/file/${res.body.id}`)).status).toBe(204);
    expect(await bucketKeys()).not.toContain(`tm/${row!.storageKey}`);
  });

  it('refuses an oversized upload without writing to the bucket or leaving a spool file', async () => {
    const taskId = await createTask(w.t, w.demo.id);
    const before = await bucketKeys();
    const res = await uploadFile(w.demo, w.t.url, taskId, 'big.bin', bytes(MAX_ATTACHMENT_BYTES + 1));
    expect(res.status).toBe(413);
    expect(await bucketKeys()).toEqual(before);
    expect(await attachmentRows(w.t, taskId)).toEqual([]);
    expect(storedFiles(`${w.t.config.dataDir}/tmp/uploads`)).toEqual([]);
  });

  it("removes a purged task's objects (kept while it is in the trash)", async () => {
    const taskId = await createTask(w.t, w.demo.id);
    await uploadFile(w.demo, w.t.url, taskId, 'a.txt', bytes(100));
    await uploadFile(w.demo, w.t.url, taskId, 'b.txt', bytes(100));
    expect((await bucketKeys()).filter((k) => k.startsWith(`tm/${taskId}/`))).toHaveLength(2);
    expect((await w.demo.client.delete(`/api/tasks/${taskId}`)).status).toBe(204);
    expect((await bucketKeys()).filter((k) => k.startsWith(`tm/${taskId}/`))).toHaveLength(2);
    expect((await w.demo.client.delete(`/api/trash/${taskId}`)).status).toBe(204);
    await vi.waitFor(
      async () => expect((await bucketKeys()).filter((k) => k.startsWith(`tm/${taskId}/`))).toEqual([]),
      {
        timeout: 15_000,
        interval: 50,
      },
    );
  });
});
