import { describe, expect, it } from 'vitest';
import { splitByRecipientLimit } from './mail-recipient-limit.ts';

const mail = (id: string, toAddress: string, counted = false) => ({ id, toAddress, counted });

describe('splitByRecipientLimit', () => {
  it('sends up to the limit per address in the hour and drops the rest, in order', () => {
    const result = splitByRecipientLimit(
      [
        mail('a1', 'ann@x.test'),
        mail('b1', 'bob@x.test'),
        mail('a2', 'ANN@x.test'),
        mail('a3', 'ann@x.test'),
      ],
      new Map([['ann@x.test', 1]]),
      3,
    );
    expect(result).toEqual({ send: ['a1', 'b1', 'a2'], drop: ['a3'] });
  });

  it('always lets a retry through, without counting it again', () => {
    const result = splitByRecipientLimit(
      [mail('r1', 'ann@x.test', true), mail('a1', 'ann@x.test')],
      new Map([['ann@x.test', 2]]),
      2,
    );
    expect(result).toEqual({ send: ['r1'], drop: ['a1'] });
  });
});
