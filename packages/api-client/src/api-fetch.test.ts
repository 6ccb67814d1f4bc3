// apiFetch against a real local HTTP server: what it sends, and how failures come back.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, errorCodeOf } from './api-error.ts';
import { apiFetch } from './api-fetch.ts';
import { setApiBaseUrl } from './runtime-config.ts';

const seen: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
let server: http.Server;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      if (req.url === '/api/ok')
        return res.writeHead(200, { 'content-type': 'application/json' }).end('{"a":1}');
      if (req.url === '/api/empty') return res.writeHead(204).end();
      if (req.url === '/api/refused')
        return res
          .writeHead(409, { 'content-type': 'application/json' })
          .end('{"error":"Task already assigned","code":"TASK_ALREADY_ASSIGNED"}');
      res.writeHead(500, { 'content-type': 'text/plain' }).end('boom');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  setApiBaseUrl('');
  await new Promise((r) => server.close(r));
});

describe('apiFetch', () => {
  it('sends objects as JSON and answers the parsed body', async () => {
    expect(await apiFetch('/api/ok', { method: 'POST', body: { title: 'x' } })).toEqual({ a: 1 });
    const req = seen.at(-1)!;
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers['x-requested-with']).toBeUndefined();
    expect(JSON.parse(req.body)).toEqual({ title: 'x' });
  });

  it('marks requests without a JSON body with X-Requested-With (uploads, DELETE)', async () => {
    await apiFetch('/api/empty', { method: 'DELETE' });
    expect(seen.at(-1)!.headers['x-requested-with']).toBe('XMLHttpRequest');
    const form = new FormData();
    form.append('file', new Blob(['hello']), 'a.txt');
    await apiFetch('/api/empty', { method: 'POST', body: form });
    const upload = seen.at(-1)!;
    expect(upload.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(upload.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('answers undefined for 204', async () => {
    expect(await apiFetch('/api/empty')).toBeUndefined();
  });

  it('throws ApiError with the status and the stable code of { error, code } bodies', async () => {
    const err = await apiFetch('/api/refused', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 409,
      code: 'TASK_ALREADY_ASSIGNED',
      message: 'Task already assigned',
    });
    expect(errorCodeOf(err)).toBe('TASK_ALREADY_ASSIGNED');
  });

  it('throws ApiError without a code for other failures', async () => {
    const err = await apiFetch('/api/broken').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 500, code: null });
  });

  it('reports an unreachable server as status 0', async () => {
    setApiBaseUrl('http://127.0.0.1:9');
    const err = await apiFetch('/api/ok').catch((e: unknown) => e);
    setApiBaseUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    expect(err).toMatchObject({ status: 0, code: null });
  });
});
