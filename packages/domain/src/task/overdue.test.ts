import { describe, expect, it } from 'vitest';
import { isOverdue } from './overdue.ts';

describe('isOverdue', () => {
  const today = '2026-03-10';

  it('is overdue when due before today and not done', () => {
    expect(isOverdue({ dueDate: '2026-03-09', status: 'todo' }, today)).toBe(true);
    expect(isOverdue({ dueDate: '2025-12-31', status: 'doing' }, today)).toBe(true);
  });

  it('is not overdue on the due date itself or later', () => {
    expect(isOverdue({ dueDate: '2026-03-10', status: 'todo' }, today)).toBe(false);
    expect(isOverdue({ dueDate: '2026-03-11', status: 'todo' }, today)).toBe(false);
  });

  it('is never overdue when done or without a due date', () => {
    expect(isOverdue({ dueDate: '2026-01-01', status: 'done' }, today)).toBe(false);
    expect(isOverdue({ dueDate: null, status: 'todo' }, today)).toBe(false);
  });

  it('compares dates across month and year boundaries', () => {
    expect(isOverdue({ dueDate: '2026-02-28', status: 'todo' }, '2026-03-01')).toBe(true);
    expect(isOverdue({ dueDate: '2026-12-31', status: 'todo' }, '2027-01-01')).toBe(true);
  });
});
