import { describe, expect, it } from 'vitest';
import { compareForMeeting, sortForMeeting } from './meeting-sort.ts';
import type { TaskPriority } from './task.schema.ts';

const t = (id: string, priority: TaskPriority | null, dueDate: string | null) => ({ id, priority, dueDate });

describe('sortForMeeting', () => {
  it('orders by priority urgent, high, medium, low', () => {
    const sorted = sortForMeeting([
      t('l', 'low', null),
      t('m', 'medium', null),
      t('u', 'urgent', null),
      t('h', 'high', null),
    ]);
    expect(sorted.map((x) => x.id)).toEqual(['u', 'h', 'm', 'l']);
  });

  it('counts a missing priority as medium', () => {
    const sorted = sortForMeeting([
      t('low', 'low', null),
      t('none', null, '2026-01-02'),
      t('med', 'medium', '2026-01-01'),
    ]);
    expect(sorted.map((x) => x.id)).toEqual(['med', 'none', 'low']);
  });

  it('then by due date ascending with undated tasks last', () => {
    const sorted = sortForMeeting([
      t('undated', 'high', null),
      t('late', 'high', '2026-05-01'),
      t('early', 'high', '2026-04-01'),
    ]);
    expect(sorted.map((x) => x.id)).toEqual(['early', 'late', 'undated']);
  });

  it('keeps input order for equal tasks and does not mutate', () => {
    const input = [
      t('b', 'high', '2026-04-01'),
      t('a', 'high', '2026-04-01'),
      t('c', 'high', null),
      t('d', 'high', null),
    ];
    expect(sortForMeeting(input).map((x) => x.id)).toEqual(['b', 'a', 'c', 'd']);
    expect(input.map((x) => x.id)).toEqual(['b', 'a', 'c', 'd']);
    expect(compareForMeeting(input[2]!, input[3]!)).toBe(0);
  });
});
