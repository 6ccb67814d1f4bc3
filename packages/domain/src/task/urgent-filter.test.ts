import { describe, expect, it } from 'vitest';
import type { TaskPriority, TaskStatus } from './task.schema.ts';
import { compareUrgent, isUrgent, urgentTasks } from './urgent-filter.ts';

const today = '2026-03-10';
const t = (priority: TaskPriority, dueDate: string | null, status: TaskStatus = 'todo') => ({
  priority,
  dueDate,
  status,
});

describe('isUrgent', () => {
  it('counts every urgent task that is not done, with or without a date', () => {
    expect(isUrgent(t('urgent', null), today)).toBe(true);
    expect(isUrgent(t('urgent', '2027-01-01', 'doing'), today)).toBe(true);
  });

  it('counts overdue tasks of any priority', () => {
    expect(isUrgent(t('low', '2026-03-09'), today)).toBe(true);
    expect(isUrgent(t('medium', '2026-01-01', 'doing'), today)).toBe(true);
  });

  it('counts high tasks due today or tomorrow, not later and not without a date', () => {
    expect(isUrgent(t('high', '2026-03-10'), today)).toBe(true);
    expect(isUrgent(t('high', '2026-03-11'), today)).toBe(true);
    expect(isUrgent(t('high', '2026-03-12'), today)).toBe(false);
    expect(isUrgent(t('high', null), today)).toBe(false);
  });

  it('does not count medium or low tasks due soon', () => {
    expect(isUrgent(t('medium', '2026-03-10'), today)).toBe(false);
    expect(isUrgent(t('low', '2026-03-11'), today)).toBe(false);
  });

  it('never counts done tasks', () => {
    expect(isUrgent(t('urgent', null, 'done'), today)).toBe(false);
    expect(isUrgent(t('low', '2026-01-01', 'done'), today)).toBe(false);
    expect(isUrgent(t('high', '2026-03-10', 'done'), today)).toBe(false);
  });

  it('handles "tomorrow" across a month end', () => {
    expect(isUrgent(t('high', '2026-04-01'), '2026-03-31')).toBe(true);
  });
});

describe('urgentTasks', () => {
  it('keeps only urgent tasks, in their order', () => {
    const list = [t('urgent', null), t('low', null), t('high', '2026-03-10')];
    expect(urgentTasks(list, today)).toEqual([list[0], list[2]]);
  });
});

describe('compareUrgent', () => {
  const u = (id: string, priority: TaskPriority, dueDate: string | null, createdAt: string) => ({
    id,
    priority,
    dueDate,
    createdAt,
  });

  it('orders by priority, then due date with undated last, then newest first, then id', () => {
    const sorted = [
      u('b', 'high', '2026-03-09', '2026-01-01T00:00:00.000Z'),
      u('a', 'high', '2026-03-09', '2026-01-01T00:00:00.000Z'),
      u('c', 'high', '2026-03-09', '2026-02-01T00:00:00.000Z'),
      u('d', 'high', null, '2026-02-01T00:00:00.000Z'),
      u('e', 'urgent', '2026-04-01', '2026-01-01T00:00:00.000Z'),
      u('f', 'low', '2026-01-01', '2026-01-01T00:00:00.000Z'),
    ].sort(compareUrgent);
    expect(sorted.map((x) => x.id)).toEqual(['e', 'c', 'a', 'b', 'd', 'f']);
  });
});
