import { describe, expect, it } from 'vitest';
import { descriptionPreview } from './description-preview.ts';

describe("a project description's preview", () => {
  it('reads as plain text: no emphasis, code, heading or list marks, links by their text', () => {
    expect(descriptionPreview('The **new** shop for _Acme_.')).toBe('The new shop for Acme.');
    expect(descriptionPreview('# Goals\n- Ship `v2`\n- See [the brief](https://x.example/b)')).toBe(
      'Goals Ship v2 See the brief',
    );
    expect(descriptionPreview('1. first\n2) second\n> quoted')).toBe('first second quoted');
  });

  it('keeps what is not Markdown', () => {
    expect(descriptionPreview('snake_case_name and 2 * 3 = 6')).toBe('snake_case_name and 2 * 3 = 6');
  });
});
