import { CORE_RESOURCES } from '@tm/i18n/core-resources';
import { describe, expect, it } from 'vitest';
import { SHELL_SHORTCUTS } from './shell-shortcuts.ts';

const lookUp = (catalogue: object, key: string) =>
  key
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], catalogue);

describe("the shell's shortcuts", () => {
  it('are sequences of two keys, each once, with a label in every language', () => {
    const sequences = SHELL_SHORTCUTS.map(({ keys }) => keys.join(' '));
    expect(sequences).toContain('g p');
    expect(new Set(sequences).size).toBe(sequences.length);
    for (const { label } of SHELL_SHORTCUTS) {
      for (const { shell: catalogue } of Object.values(CORE_RESOURCES))
        expect(typeof lookUp(catalogue, label), label).toBe('string');
    }
  });
});
