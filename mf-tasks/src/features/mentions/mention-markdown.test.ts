import { describe, expect, it } from 'vitest';
import { mentionedIdOf, mentionsAsLinks } from './mention-markdown.ts';

const ANA = '11111111-1111-4111-8111-111111111111';

describe('mentions in a description', () => {
  it('become in-page links the renderer shows as names, the stored name escaped for Markdown', () => {
    const md = mentionsAsLinks(`Ask @[Ana *x* <b>](user:${ANA}) now`);
    expect(md).toBe(`Ask [@Ana \\*x\\* \\<b\\>](#mention-${ANA}) now`);
    expect(mentionedIdOf(`#mention-${ANA}`)).toBe(ANA);
    expect(mentionedIdOf('https://example.com')).toBeNull();
    expect(mentionedIdOf(undefined)).toBeNull();
  });

  it('leave text without tokens as it is', () => {
    expect(mentionsAsLinks('plain [link](https://example.com) @ana')).toBe(
      'plain [link](https://example.com) @ana',
    );
  });
});
