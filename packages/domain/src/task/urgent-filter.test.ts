import { describe, expect, it } from 'vitest';
import type { TaskPriority, TaskStatus } from './task.schema.ts';
import { isUrgent, urgentTasks } from './urgent-filter.ts';

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
