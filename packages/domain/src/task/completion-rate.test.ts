import { describe, expect, it } from 'vitest';
import { completionPercent, completionRate } from './completion-rate.ts';

const s = (...statuses: ('todo' | 'doing' | 'done')[]) => statuses.map((status) => ({ status }));

describe('completionRate', () => {
  it('is 0 with no tasks', () => {
    expect(completionRate([])).toBe(0);
  });

  it('is done over total, rounded to a whole percent', () => {
    expect(completionRate(s('done', 'todo', 'doing'))).toBe(33);
    expect(completionRate(s('done', 'done', 'todo'))).toBe(67);
    expect(completionRate(s('done', 'todo'))).toBe(50);
  });

  it('is 0 and 100 at the extremes', () => {
    expect(completionRate(s('todo', 'doing'))).toBe(0);
    expect(completionRate(s('done', 'done'))).toBe(100);
  });
});

describe('completionPercent', () => {
  it('rounds half up and supports decimals', () => {
    expect(completionPercent(1, 8)).toBe(13);
    expect(completionPercent(1, 3, 1)).toBe(33.3);
    expect(completionPercent(2, 3, 1)).toBe(66.7);
  });

  it('is 0 for a zero or negative total', () => {
    expect(completionPercent(0, 0)).toBe(0);
    expect(completionPercent(3, -1)).toBe(0);
  });
});
