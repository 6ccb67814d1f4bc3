import { describe, expect, it } from 'vitest';
import { priorityRank } from './priority-order.ts';

describe('priorityRank', () => {
  it('orders urgent, high, medium, low', () => {
    expect(['low', 'urgent', 'medium', 'high'].map((p) => priorityRank(p as never))).toEqual([3, 0, 2, 1]);
  });

  it('counts a missing or unknown priority as medium', () => {
    expect(priorityRank(null)).toBe(2);
    expect(priorityRank(undefined)).toBe(2);
    expect(priorityRank('whatever' as never)).toBe(2);
  });
});
