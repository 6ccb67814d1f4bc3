import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size.ts';

describe('formatFileSize', () => {
  it('shows whole bytes below one kilobyte', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1)).toBe('1 B');
    expect(formatFileSize(1023)).toBe('1023 B');
  });

  it('shows kilobytes with one decimal from 1024 bytes', () => {
    expect(formatFileSize(1024)).toBe('1.0 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.0 MB');
    expect(formatFileSize(1023.9 * 1024)).toBe('1023.9 KB');
  });

  it('shows megabytes with one decimal from 1024 KB', () => {
    expect(formatFileSize(1024 * 1024)).toBe('1.0 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10.0 MB');
    expect(formatFileSize(2.25 * 1024 * 1024)).toBe('2.3 MB');
  });

  it('uses the language decimal separator', () => {
    expect(formatFileSize(1536, 'fr')).toBe('1,5 KB');
    expect(formatFileSize(1536, 'nl')).toBe('1,5 KB');
    expect(formatFileSize(5 * 1024 * 1024, 'fr')).toBe('5,0 MB');
  });

  it('answers nothing for a size that is not one', () => {
    expect(formatFileSize(-1)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});
