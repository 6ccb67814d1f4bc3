import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Connection, call } from './providers/provider.ts';
import { stripTags, vendorErrorSummary } from './vendor-message.ts';

const KEY = 'vendor-key-5c1d9e7a3b';
const ONE_MB = 1024 * 1024;

/** A vendor that answers every call with HTTP 500 and the body the test sets. */
let body = '';
let server: http.Server;
let conn: Connection;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    res.writeHead(500, { 'content-type': 'text/html' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  conn = {
    provider: 'zammad',
    apiUrl: `http://127.0.0.1:${port}`,
    apiKey: KEY,
    config: {},
    allowPrivate: true,
  };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const errorOf = async (text: string) => {
  body = text;
  const err = await call(conn, 'Zammad', { method: 'GET', path: '/api/v1/users/me', headers: {} }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toMatchObject({ code: 'INTEGRATION_VENDOR_ERROR' });
  return (err as Error).message;
};

// Before: `/<[^>]*>/g` over an answer of unclosed `<` took time quadratic in its
// length (100 KB blocked the event loop 14 s). The test's timeout is the guard.
describe("a vendor's error answer", () => {
  it('of 1 MB of unclosed tags is cut and summarised', async () => {
    expect(await errorOf('<'.repeat(ONE_MB))).toBe(`Zammad answered HTTP 500: ${'<'.repeat(200)}…`);
  });

  it('of 1 MB of tags is cut and summarised', async () => {
    expect(await errorOf('<br>'.repeat(ONE_MB / 4))).toBe('Zammad answered HTTP 500: no details');
  });

  it('is cut before it is read, however it reaches the summary', () => {
    expect(vendorErrorSummary('<'.repeat(ONE_MB), KEY)).toBe(`${'<'.repeat(200)}…`);
    // The scan alone is linear too: 1 MB of `<` and one `>` at the very end.
    expect(stripTags(`${'<'.repeat(ONE_MB)}>end`)).toBe(' end');
    expect(stripTags(`a<${'<'.repeat(ONE_MB)}`)).toBe(`a<${'<'.repeat(ONE_MB)}`);
  });

  it('shows the text between tags, without the markup', async () => {
    expect(await errorOf('<html><body><h1>Service\n unavailable</h1><p a="<">now</p></body></html>')).toBe(
      'Zammad answered HTTP 500: Service unavailable now',
    );
  });

  it("shows a JSON error's own message", async () => {
    expect(await errorOf(JSON.stringify({ error_human: 'Group <i>Users</i> is missing' }))).toBe(
      'Zammad answered HTTP 500: Group Users is missing',
    );
  });

  it('never shows the key, even where the answer is cut', async () => {
    expect(await errorOf(`invalid token ${KEY}`)).toBe('Zammad answered HTTP 500: invalid token ***');
    const message = await errorOf(`${'<'.repeat(8 * 1024 - 5)}${KEY}`);
    expect(message).not.toContain(KEY.slice(0, 5));
  });
});
