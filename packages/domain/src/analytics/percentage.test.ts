import { describe, expect, it } from 'vitest';
import { oneDecimal, percentage } from './percentage.ts';

describe('percentage', () => {
  it('is 0 with nothing to count', () => {
    expect(percentage(0, 0)).toBe(0);
    expect(percentage(0, 0, 1)).toBe(0);
  });

  it('rounds half up at the requested precision', () => {
    expect(percentage(1, 8)).toBe(13);
    expect(percentage(1, 8, 1)).toBe(12.5);
    expect(percentage(1, 16, 1)).toBe(6.3);
    expect(percentage(2, 3, 1)).toBe(66.7);
    expect(percentage(1, 3)).toBe(33);
  });

  it('gives whole numbers at the ends', () => {
    expect(percentage(0, 7, 1)).toBe(0);
    expect(percentage(7, 7, 1)).toBe(100);
  });
});

describe('oneDecimal', () => {
  it('rounds hours to one decimal', () => {
    expect(oneDecimal(36)).toBe(36);
    expect(oneDecimal(12.25)).toBe(12.3);
    expect(oneDecimal(0.04)).toBe(0);
  });
});
