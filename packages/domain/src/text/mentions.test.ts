import { describe, expect, it } from 'vitest';
import {
  addedMentions,
  mentionedUserIds,
  mentionQueryAt,
  mentionToken,
  renderMentions,
  splitMentions,
} from './mentions.ts';

const ANA = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';
const GONE = '33333333-3333-4333-8333-333333333333';

describe('mention tokens', () => {
  it('stores the name at the time and the id', () => {
    expect(mentionToken('Ana', ANA)).toBe(`@[Ana](user:${ANA})`);
  });

  it('keeps brackets and line breaks out of the stored name, so the token stays whole', () => {
    const token = mentionToken('[Ana]\nX', ANA.toUpperCase());
    expect(token).toBe(`@[Ana X](user:${ANA})`);
    expect(splitMentions(token)).toEqual([{ kind: 'mention', name: 'Ana X', userId: ANA }]);
  });

  it('splits text into plain pieces and mentions in order', () => {
    expect(splitMentions(`Hi @[Ana](user:${ANA}), see @[Bob](user:${BOB})!`)).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'mention', name: 'Ana', userId: ANA },
      { kind: 'text', text: ', see ' },
      { kind: 'mention', name: 'Bob', userId: BOB },
      { kind: 'text', text: '!' },
    ]);
  });

  it('leaves look-alikes as text: no id, a bad id, an empty name, a line break in the name', () => {
    for (const text of [
      '@[Ana](user:)',
      '@[Ana](user:not-a-uuid)',
      `@[](user:${ANA})`,
      `@[A\nna](user:${ANA})`,
    ]) {
      expect(splitMentions(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('names each mentioned member once, in order of first mention', () => {
    const text = `@[Bob](user:${BOB}) @[Ana](user:${ANA}) @[Bobby](user:${BOB})`;
    expect(mentionedUserIds(text)).toEqual([BOB, ANA]);
    expect(mentionedUserIds(null)).toEqual([]);
  });

  it('finds only the mentions a change added', () => {
    const before = `@[Ana](user:${ANA})`;
    expect(addedMentions(before, `${before} and @[Bob](user:${BOB})`)).toEqual([BOB]);
    expect(addedMentions(before, 'nobody now')).toEqual([]);
    expect(addedMentions(null, before)).toEqual([ANA]);
  });
});

describe('rendering mentions', () => {
  const names = new Map([
    [ANA, 'Ana Renamed'],
    [BOB, 'Bob'],
  ]);
  const nameOf = (id: string) => names.get(id);

  it("shows the member's current name, and the stored one for an unknown member", () => {
    expect(renderMentions(`@[Ana](user:${ANA}) and @[Old Carl](user:${GONE})`, nameOf)).toBe(
      '@Ana Renamed and @Old Carl',
    );
  });

  it('keeps markup as plain text', () => {
    expect(renderMentions(`<b>@[Bob](user:${BOB})</b>`, nameOf)).toBe('<b>@Bob</b>');
  });
});

describe('the @ being typed', () => {
  it('answers the text after an @ at the start or after a space', () => {
    expect(mentionQueryAt('@an', 3)).toEqual({ start: 0, query: 'an' });
    expect(mentionQueryAt('hello @Ana B', 12)).toEqual({ start: 6, query: 'Ana B' });
    expect(mentionQueryAt('hi @', 4)).toEqual({ start: 3, query: '' });
  });

  it('ignores an @ inside a word, across a line, or after a finished token', () => {
    expect(mentionQueryAt('mail@example', 12)).toBeNull();
    expect(mentionQueryAt('@an\nx', 5)).toBeNull();
    expect(mentionQueryAt(`@[Ana](user:${ANA}) x`, 48)).toBeNull();
    expect(mentionQueryAt('@ an', 4)).toBeNull();
  });
});
