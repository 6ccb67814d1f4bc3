import en from '@tm/i18n/locales/en/tasks.json';
import fr from '@tm/i18n/locales/fr/tasks.json';
import nl from '@tm/i18n/locales/nl/tasks.json';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { SHORTCUTS, shortcutFor } from './shortcuts.ts';
import { ShortcutList } from './shortcuts-help-dialog.tsx';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { tasks: en } }, interpolation: { escapeValue: false } });

const lookUp = (catalogue: object, key: string) =>
  key
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], catalogue);

describe('the table of list shortcuts', () => {
  it('answers each key with its action, where it applies', () => {
    const actions = (view: 'list' | 'urgent') =>
      ['c', '/', 'j', 'k', 'Enter', 'e', 'x', '?'].map((key) => shortcutFor(key, view)?.action);
    expect(actions('list')).toEqual([
      'newTask',
      'search',
      'next',
      'previous',
      'open',
      'edit',
      'select',
      'help',
    ]);
    // The urgent list creates no task.
    expect(actions('urgent')).toEqual([
      undefined,
      'search',
      'next',
      'previous',
      'open',
      'edit',
      'select',
      'help',
    ]);
    expect(shortcutFor('C', 'list')).toBeUndefined();
    expect(shortcutFor('q', 'list')).toBeUndefined();
    expect(shortcutFor('Enter', 'list')?.notOnControl).toBe(true);
  });

  it('has one action per key and a label in every language', () => {
    const keys = SHORTCUTS.flatMap((s) => s.keys);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { label } of SHORTCUTS) {
      for (const catalogue of [en, fr, nl]) expect(typeof lookUp(catalogue, label), label).toBe('string');
    }
  });

  it('is what the ? dialog lists, key by key, in order', () => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <ShortcutList />
      </I18nextProvider>,
    ).replace(/ class="[^"]*"/g, '');
    const rows = [...html.matchAll(/<dt><kbd>([^<]+)<\/kbd><\/dt><dd>([^<]+)<\/dd>/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(rows).toEqual([
      ['c', 'New task'],
      ['/', 'Search'],
      ['j', 'Next task'],
      ['k', 'Previous task'],
      ['Enter', 'Open the task'],
      ['e', 'Edit the task'],
      ['x', 'Select or unselect the task'],
      ['?', 'Show this list'],
    ]);
  });
});
