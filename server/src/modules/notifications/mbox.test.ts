import { readMbox } from '@tm/test-support/mail-spool';
import { describe, expect, it } from 'vitest';
import { mboxEntry, mboxFileName } from './mbox.ts';

const at = new Date('2026-11-05T09:03:07Z');

describe('mboxEntry', () => {
  it('starts with a separator line dated in asctime form and ends with a blank line', () => {
    const entry = mboxEntry('Subject: Hi\n\nBody', at);
    expect(entry).toBe('From MAILER-DAEMON Thu Nov  5 09:03:07 2026\nSubject: Hi\n\nBody\n\n');
  });

  it('quotes body lines that could pass for a separator, and reads back unchanged', () => {
    const message = 'Subject: Quote\n\nFrom here on\n>From there\nnot From here\n';
    const entry = mboxEntry(message, at);
    expect(entry).toContain('\n>From here on\n>>From there\nnot From here\n');
    expect(readMbox(entry + mboxEntry('Subject: Second\n\nx', at))).toEqual([
      message,
      'Subject: Second\n\nx\n',
    ]);
  });

  it('names one file per UTC day', () => {
    expect(mboxFileName(new Date('2026-11-25T23:59:59Z'))).toBe('2026-11-25.mbox');
  });
});
