import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, nextEvent } from '../../../test/test-socket.ts';
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

beforeAll(async () => {
  w = await startAttachmentsWorld();
});
afterAll(() => w?.stop());

async function demoFile(taskId: string, name = 'notes.txt', type = 'text/plain') {
  const res = await uploadFile(w.demo, w.t.url, taskId, name, Buffer.from('<b>hello</b>'), type);
  expect(res.status).toBe(201);
  const [row] = (await attachmentRows(w.t, taskId)).filter((r) => r.id === res.body.id);
  return { ...res.body, storageKey: row!.storageKey as string };
}

describe('download', () => {
  it('streams the bytes as an attachment of no runnable type, with nosniff', async () => {
    const taskId = await createTask(w.t, w.demo.id);
    const file = await demoFile(taskId, 'page.html', 'text/html');
    const got = await download(w.other, w.t.url, file.url);
    expect(got.status).toBe(200);
    expect(got.body.toString()).toBe('<b>hello</b>');
    expect(got.headers.get('content-type')).toBe('application/octet-stream');
    expect(got.headers.get('content-disposition')).toBe('attachment; filename=page.html');
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    expect(got.headers.get('content-security-policy')).toContain('sandbox');
    expect(got.headers.get('content-length')).toBe(String('<b>hello</b>'.length));
  });

  it.each([
    ['app.js', 'text/javascript', 'application/octet-stream'],
    ['logo.svg', 'image/svg+xml', 'application/octet-stream'],
    ['mail.eml', 'message/rfc822', 'application/octet-stream'],
    ['photo.png', 'image/png', 'image/png'],
    ['photo.jpg', 'image/jpeg', 'image/jpeg'],
    ['anim.gif', 'image/gif', 'image/gif'],
    ['pic.webp', 'image/webp', 'image/webp'],
    ['pic.avif', 'image/avif', 'image/avif'],
  ])('serves %s declared as %s as %s', async (name, declared, served) => {
    const taskId = await createTask(w.t, w.demo.id);
    const file = await demoFile(taskId, name, declared);
    const got = await download(w.demo, w.t.url, file.url);
    expect(got.headers.get('content-type')).toBe(served);
    expect(got.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(got.headers.get('x-content-type-options')).toBe('nosniff');
    // The list still tells what was uploaded.
    const [listed] = (await w.demo.client.get(`/api/attachments/${taskId}`)).body;
    expect(listed.contentType).toBe(declared);
  });

  it("refuses an attachment reached through another task's id", async () => {
    const [taskA, taskB] = [await createTask(w.t, w.demo.id), await createTask(w.t, w.demo.id)];
    const file = await demoFile(taskA);
    const forged = `/api/attachments/${taskB}/file/${file.id}/download`;
    expect((await download(w.demo, w.t.url, forged)).status).toBe(404);
    expect((await w.demo.client.get(`/api/attachments/${taskB}`)).body).toEqual([]);
  });

  it('answers 404 for an unknown attachment or task', async () => {
    const taskId = await createTask(w.t, w.demo.id);
    expect(
      (await download(w.demo, w.t.url, `/api/attachments/${taskId}/file/${randomUUID()}/download`)).status,
    ).toBe(404);
    expect((await w.demo.client.get(`/api/attachments/${randomUUID()}`)).status).toBe(404);
  });
});

describe('anonymous visitors', () => {
  it('get 401 everywhere and can store nothing', async () => {
    const taskId = await createTask(w.t, w.demo.id);
    const file = await demoFile(taskId);
    const anon = w.t.client();
    expect((await anon.get(`/api/attachments/${taskId}`)).status).toBe(401);
    expect((await download(null, w.t.url, file.url)).status).toBe(401);
    expect((await anon.delete(`/api/attachments/file/${file.id}`)).status).toBe(401);
    const up = await upload(null, w.t.url, taskId, [{ file: { name: 'x.txt', content: bytes(1000) } }]);
    expect(up.status).toBe(401);
    expect(await attachmentRows(w.t, taskId)).toHaveLength(1);
    expect(storedFiles(w.storageRoot).filter((f) => f.startsWith(taskId))).toEqual([file.storageKey]);
  });

  it('cannot upload without X-Requested-With (anti-forgery)', async () => {
    const taskId = await createTask(w.t, w.demo.id);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    const res = await fetch(`${w.t.url}/api/attachments/${taskId}`, {
      method: 'POST',
      body: form,
      headers: { cookie: w.demo.client.cookieHeader },
    });
    expect(res.status).toBe(403);
    expect(await attachmentRows(w.t, taskId)).toEqual([]);
  });
});

describe('DELETE /api/attachments/file/:id', () => {
  it('refuses a member who did not upload the file, and keeps it', async () => {
    const taskId = await createTask(w.t, w.demo.id);
    const file = await demoFile(taskId);
    const res = await w.other.client.delete(`/api/attachments/file/${file.id}`);
    expect(res).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect(await attachmentRows(w.t, taskId)).toHaveLength(1);
    expect(storedFiles(w.storageRoot)).toContain(file.storageKey);
  });

  it('lets the uploader delete, removing the row and the stored file', async () => {
    const taskId = await createTask(w.t, w.demo.id);
    const file = await demoFile(taskId);
    expect((await w.demo.client.delete(`/api/attachments/file/${file.id}`)).status).toBe(204);
    expect(await attachmentRows(w.t, taskId)).toEqual([]);
    expect(storedFiles(w.storageRoot)).not.toContain(file.storageKey);
    expect((await w.demo.client.get(`/api/attachments/${taskId}`)).body).toEqual([]);
    expect((await w.demo.client.delete(`/api/attachments/file/${file.id}`)).status).toBe(404);
  });

  it('lets an admin delete anyone’s file', async () => {
    const taskId = await createTask(w.t, w.demo.id);
    const file = await demoFile(taskId);
    expect((await w.admin.client.delete(`/api/attachments/file/${file.id}`)).status).toBe(204);
    expect(storedFiles(w.storageRoot)).not.toContain(file.storageKey);
  });
});

describe('tRPC attachments', () => {
  const trpcInput = (input: unknown) => encodeURIComponent(JSON.stringify(input));

  it('lists the same attachments as REST and removes with the same rule', async () => {
    const taskId = await createTask(w.t, w.demo.id);
    const file = await demoFile(taskId);
    const list = await w.other.client.get(`/trpc/attachments.list?input=${trpcInput({ taskId })}`);
    expect(list.body.result.data).toEqual((await w.demo.client.get(`/api/attachments/${taskId}`)).body);

    const refused = await w.other.client.post('/trpc/attachments.remove', { id: file.id });
    expect(refused.status).toBe(403);
    expect(refused.body.error.data.appCode).toBe('FORBIDDEN');
    const done = await w.demo.client.post('/trpc/attachments.remove', { id: file.id });
    expect(done.status).toBe(200);
    expect(storedFiles(w.storageRoot)).not.toContain(file.storageKey);
  });

  it('answers 401 to anonymous callers', async () => {
    const taskId = await createTask(w.t, w.demo.id);
    expect((await w.t.client().get(`/trpc/attachments.list?input=${trpcInput({ taskId })}`)).status).toBe(
      401,
    );
  });
});

describe('live updates', () => {
  it('tells members when a file is added to or removed from a task', async () => {
    const taskId = await createTask(w.t, w.demo.id);
    const socket = await connectSocket(w.t.url, w.other.client.cookieHeader);
    try {
      const added = nextEvent(socket, 'attachments:changed', (p) => p.taskId === taskId);
      const file = await demoFile(taskId);
      expect((await added)[0]).toEqual({ taskId });
      const removed = nextEvent(socket, 'attachments:changed', (p) => p.taskId === taskId);
      expect((await w.demo.client.delete(`/api/attachments/file/${file.id}`)).status).toBe(204);
      expect((await removed)[0]).toEqual({ taskId });
    } finally {
      socket.disconnect();
    }
  });
});
