import { describe, expect, it } from 'vitest';
import type { TaskStatus } from './task.schema.ts';
import { compareForList, sortForList } from './task-sort.ts';

const t = (
  id: string,
  status: TaskStatus,
  dueDate: string | null,
  createdAt = '2026-01-01T00:00:00.000Z',
) => ({
  id,
  status,
  dueDate,
  createdAt,
});

describe('sortForList', () => {
  it('puts doing first, then todo, then done', () => {
    const sorted = sortForList([t('a', 'done', null), t('b', 'todo', null), t('c', 'doing', null)]);
    expect(sorted.map((x) => x.id)).toEqual(['c', 'b', 'a']);
  });

  it('within a status puts due dates first, earliest first, then tasks without a date', () => {
    const sorted = sortForList([
      t('none', 'todo', null),
      t('late', 'todo', '2026-05-01'),
      t('early', 'todo', '2026-04-01'),
    ]);
    expect(sorted.map((x) => x.id)).toEqual(['early', 'late', 'none']);
  });

  it('breaks ties by newest created first, with or without a due date', () => {
    const sorted = sortForList([
      t('old-none', 'todo', null, '2026-01-01T00:00:00.000Z'),
      t('new-none', 'todo', null, '2026-02-01T00:00:00.000Z'),
      t('old-dated', 'todo', '2026-03-01', '2026-01-01T00:00:00.000Z'),
      t('new-dated', 'todo', '2026-03-01', '2026-02-01T00:00:00.000Z'),
    ]);
    expect(sorted.map((x) => x.id)).toEqual(['new-dated', 'old-dated', 'new-none', 'old-none']);
  });

  it('orders exact ties by id so every client agrees', () => {
    expect(sortForList([t('b', 'todo', null), t('a', 'todo', null)]).map((x) => x.id)).toEqual(['a', 'b']);
    expect(compareForList(t('a', 'todo', null), t('a', 'todo', null))).toBe(0);
  });

  it('does not mutate its input and handles an empty list', () => {
    const input = [t('a', 'done', null), t('b', 'doing', null)];
    sortForList(input);
    expect(input.map((x) => x.id)).toEqual(['a', 'b']);
    expect(sortForList([])).toEqual([]);
  });
});
