import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { asciiJson, encodedBody, toJsonBody } from './json-body.ts';

const value = [
  { title: 'Réunion client – café ☕', owner: { name: 'Zoë', avatar: '👩‍💻' }, note: 'a "quoted" \\ line\n' },
  { title: 'plain', avatar: '👤', empty: '' },
];

describe('asciiJson', () => {
  it('writes every non-ASCII character as a \\u escape and parses back to the same value', () => {
    const text = asciiJson(value);
    expect(text).toMatch(/^[\x20-\x7e]*$/);
    expect(text).toContain('\\u00e9');
    // An emoji outside the basic plane is written as its two surrogate halves.
    expect(text).toContain('\\ud83d\\udc64');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('leaves ASCII-only JSON exactly as JSON.stringify writes it', () => {
    const plain = [{ id: 'a1', title: 'Quarterly report', tags: ['x', 'y'], n: 3, ok: true, none: null }];
    expect(asciiJson(plain)).toBe(JSON.stringify(plain));
  });
});

describe('toJsonBody', () => {
  it('answers the escaped bytes, and an ETag that follows the content', () => {
    const body = toJsonBody(value);
    expect(body.body.toString('utf8')).toBe(asciiJson(value));
    expect(JSON.parse(body.body.toString('utf8'))).toEqual(value);
    expect(toJsonBody(value).etag).toBe(body.etag);
    expect(toJsonBody([{ ...value[0], title: 'changed' }]).etag).not.toBe(body.etag);
  });
});

describe('encodedBody', () => {
  const rows = Array.from({ length: 3000 }, (_, i) => ({
    id: `${i.toString(16).padStart(8, '0')}-4b1c-9d2e-${(i * 7919).toString(16).padStart(12, '0')}`,
    title: `Task ${i}: prepare the report`,
    position: -1_795_671_464 - i * 0.003217,
  }));

  it('answers brotli that decodes to the body, then a harder-compressed copy no larger for a large body', async () => {
    const json = toJsonBody(rows);
    expect(json.body.length).toBeGreaterThan(256 * 1024);
    const first = await encodedBody(json, 'br');
    expect(zlib.brotliDecompressSync(first).equals(json.body)).toBe(true);
    await expect.poll(async () => (await encodedBody(json, 'br')) !== first, { timeout: 10_000 }).toBe(true);
    const harder = await encodedBody(json, 'br');
    expect(harder.length).toBeLessThan(first.length);
    expect(zlib.brotliDecompressSync(harder).equals(json.body)).toBe(true);
  });

  it('compresses gzip once and keeps it', async () => {
    const json = toJsonBody(rows);
    const first = await encodedBody(json, 'gzip');
    expect(zlib.gunzipSync(first).equals(json.body)).toBe(true);
    expect(await encodedBody(json, 'gzip')).toBe(first);
  });
});
