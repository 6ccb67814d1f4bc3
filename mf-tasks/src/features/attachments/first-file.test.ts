import { describe, expect, it } from 'vitest';
import { firstFile, isTooLarge } from './first-file.ts';

const file = (name: string, size = 1) => new File([new Uint8Array(size)], name);

describe('firstFile', () => {
  it('keeps only the first of several files', () => {
    const a = file('a.txt');
    expect(firstFile([a, file('b.txt')])).toBe(a);
  });

  it('answers null when nothing was dropped or chosen', () => {
    expect(firstFile([])).toBeNull();
    expect(firstFile(null)).toBeNull();
  });
});

describe('isTooLarge', () => {
  it('accepts exactly 10 MB and refuses one byte more', () => {
    expect(isTooLarge({ size: 10 * 1024 * 1024 })).toBe(false);
    expect(isTooLarge({ size: 10 * 1024 * 1024 + 1 })).toBe(true);
    expect(isTooLarge({ size: 0 })).toBe(false);
  });
});
