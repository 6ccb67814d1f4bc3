import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { insertTask } from '../modules/users/accounts.test-helper.ts';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they came over the wire, not decoded. */
  raw: Buffer;
}

/** A GET that keeps the body as sent (fetch would decode it). */
function rawGet(url: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const decode = (r: RawResponse): string => {
  const encoding = r.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(r.raw).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(r.raw).toString();
  return r.raw.toString();
};

let staticRoot: string;
let cookie: string;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

beforeAll(() => {
  // A built tree of its own: the shell's page and one hashed script, each with the
  // brotli and gzip copies the build writes beside it.
  staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-static-'));
  const dist = path.join(staticRoot, 'shell', 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  const files = {
    'index.html': `<!doctype html><title>Tasks</title>${'<!-- page -->'.repeat(200)}`,
    'assets/main-Ab12Cd34.js': SCRIPT,
  };
  for (const [name, text] of Object.entries(files)) {
    fs.writeFileSync(path.join(dist, name), text);
    fs.writeFileSync(path.join(dist, `${name}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(dist, `${name}.gz`), zlib.gzipSync(text));
  }
});
afterAll(() => fs.rmSync(staticRoot, { recursive: true, force: true }));
const app = useTestApp(() => ({ STATIC_ROOT: staticRoot }));
beforeAll(async () => {
  const demo = await app.demo();
  for (let i = 0; i < 30; i++) await insertTask(app, demo.user.id, { title: `Compressed task ${i}` });
  cookie = demo.client.cookieHeader;
});

describe('the kept task list', () => {
  it('goes out in the encoding the client accepts, the same JSON once decoded', async () => {
    const plain = await rawGet(`${app.url}/api/tasks`, { cookie });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const tasks = JSON.parse(plain.raw.toString());
    expect(tasks.length).toBeGreaterThanOrEqual(30);

    for (const encoding of ['br', 'gzip']) {
      const res = await rawGet(`${app.url}/api/tasks`, { cookie, 'accept-encoding': encoding });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(res.raw.length).toBeLessThan(plain.raw.length / 3);
      expect(JSON.parse(decode(res))).toEqual(tasks);
    }
    // Brotli first when both are accepted.
    const both = await rawGet(`${app.url}/api/tasks`, { cookie, 'accept-encoding': 'gzip, deflate, br' });
    expect(both.headers['content-encoding']).toBe('br');
  });

  it('answers an unchanged list with 304 whatever the encoding', async () => {
    const first = await rawGet(`${app.url}/api/tasks`, { cookie, 'accept-encoding': 'br' });
    const again = await rawGet(`${app.url}/api/tasks`, {
      cookie,
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
  });
});

describe('other API answers', () => {
  it('are compressed from 1 KB, and small ones are not', async () => {
    // tRPC serialises its own answer: compressed by the response, not kept.
    const list = await rawGet(`${app.url}/trpc/tasks.list`, { cookie, 'accept-encoding': 'gzip' });
    expect(list.status).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(list)).result.data.length).toBeGreaterThanOrEqual(30);

    const ready = await rawGet(`${app.url}/api/ready`, { 'accept-encoding': 'gzip, br' });
    expect(ready.status).toBe(200);
    expect(ready.headers['content-encoding']).toBeUndefined();
  });
});

describe('built files', () => {
  it('are sent as the precompressed copy the browser accepts, cached as before', async () => {
    const url = `${app.url}/assets/main-Ab12Cd34.js`;
    const br = await rawGet(url, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(decode(br)).toBe(SCRIPT);

    const gz = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz)).toBe(SCRIPT);

    const plain = await rawGet(url, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.toString()).toBe(SCRIPT);
  });

  it("answers every screen's address with the shell's page, compressed and revalidated", async () => {
    const page = await rawGet(`${app.url}/app/tasks`, { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(decode(page)).toContain('<title>Tasks</title>');
  });
});
