// Every namespace (the platform's and each remote's) has exactly the same keys in
// en, fr and nl; new namespace files are picked up automatically.
import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from '@tm/domain/errors/error-codes';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';

const LOCALES = path.join(import.meta.dirname, 'locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

function read(lang: string, file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(LOCALES, lang, file), 'utf8'));
}

const namespaces = fs.readdirSync(path.join(LOCALES, 'en')).filter((f) => f.endsWith('.json'));

describe('translation catalogues', () => {
  it('have the same namespace files in every language', () => {
    for (const lang of LANGUAGES) {
      const files = fs.readdirSync(path.join(LOCALES, lang)).filter((f) => f.endsWith('.json'));
      expect(files.sort(), lang).toEqual([...namespaces].sort());
    }
  });

  it.each(namespaces)('%s has the same keys in en, fr and nl, each a non-empty string', (file) => {
    const en = keysOf(read('en', file)).sort();
    expect(en.length).toBeGreaterThan(0);
    for (const lang of LANGUAGES) {
      const catalogue = read(lang, file);
      expect(keysOf(catalogue).sort(), `${lang}/${file}`).toEqual(en);
      for (const key of en) {
        const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalogue);
        expect(typeof value === 'string' && value.trim() !== '', `${lang}/${file} ${key}`).toBe(true);
      }
    }
  });

  it('translate every error code', () => {
    for (const lang of LANGUAGES) {
      expect(Object.keys(read(lang, 'errors.json') as object).sort(), lang).toEqual([...ERROR_CODES].sort());
    }
  });
});
