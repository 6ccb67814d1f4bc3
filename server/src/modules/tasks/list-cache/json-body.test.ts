import { describe, expect, it } from 'vitest';
import { asciiJson, toJsonBody } from './json-body.ts';

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
