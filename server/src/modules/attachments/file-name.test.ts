import { describe, expect, it } from 'vitest';
import { normalizeContentType, sanitizeFileName } from './file-name.ts';

describe('sanitizeFileName', () => {
  it('keeps an ordinary or unicode name as it is', () => {
    expect(sanitizeFileName('rapport final.pdf')).toBe('rapport final.pdf');
    expect(sanitizeFileName('présentation été 2026 🚀.pptx')).toBe('présentation été 2026 🚀.pptx');
    expect(sanitizeFileName('数据.csv')).toBe('数据.csv');
  });

  it('keeps only the last path segment', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('..\\..\\windows\\system.ini')).toBe('system.ini');
    expect(sanitizeFileName('/abs/path/a.txt')).toBe('a.txt');
  });

  it('never answers an empty or dot-only name', () => {
    expect(sanitizeFileName(undefined)).toBe('file');
    expect(sanitizeFileName('')).toBe('file');
    expect(sanitizeFileName('..')).toBe('file');
    expect(sanitizeFileName('../')).toBe('file');
    expect(sanitizeFileName('   ')).toBe('file');
  });

  it('removes control and direction-override characters', () => {
    expect(sanitizeFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(sanitizeFileName('a\r\nb\u0000.txt')).toBe('ab.txt');
  });

  it('composes accents so one name has one spelling', () => {
    expect(sanitizeFileName('e\u0301te\u0301.txt')).toBe('été.txt');
  });

  it('shortens a long name to 255 characters, keeping the extension and whole emoji', () => {
    const long = `${'🚀'.repeat(300)}.tar.gz`;
    const out = sanitizeFileName(long);
    expect(Array.from(out)).toHaveLength(255);
    expect(out.endsWith('🚀.gz')).toBe(true);
    expect(sanitizeFileName(`${'a'.repeat(300)}`)).toBe('a'.repeat(255));
  });
});

describe('normalizeContentType', () => {
  it('keeps a well-formed type without parameters', () => {
    expect(normalizeContentType('application/pdf')).toBe('application/pdf');
    expect(normalizeContentType('Text/HTML; charset=utf-8')).toBe('text/html');
    expect(normalizeContentType('image/svg+xml')).toBe('image/svg+xml');
  });

  it('falls back to a neutral binary type', () => {
    expect(normalizeContentType(undefined)).toBe('application/octet-stream');
    expect(normalizeContentType('')).toBe('application/octet-stream');
    expect(normalizeContentType('not a type')).toBe('application/octet-stream');
    expect(normalizeContentType('text/plain\r\nX-Evil: 1')).toBe('application/octet-stream');
  });
});
