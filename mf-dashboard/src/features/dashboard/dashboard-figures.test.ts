import type { PublicTask } from '@tm/domain/task/task.schema';
import { describe, expect, it } from 'vitest';
import { dashboardFigures } from './dashboard-figures.ts';

let n = 0;
const task = (over: Partial<PublicTask> = {}): PublicTask => {
  n += 1;
  return {
    id: `id-${String(n).padStart(3, '0')}`,
    title: `Task ${n}`,
    publicSummary: null,
    status: 'todo',
    priority: 'medium',
    dueDate: null,
    createdAt: `2026-11-${String(1 + (n % 28)).padStart(2, '0')}T10:00:00.000Z`,
    updatedAt: '2026-11-22T10:00:00.000Z',
    assignee: null,
    ...over,
  };
};

const TODAY = '2026-11-22';

describe('dashboardFigures', () => {
  it('is all zeros with no public tasks', () => {
    expect(dashboardFigures([], TODAY)).toEqual({
      total: 0,
      todo: 0,
      doing: 0,
      done: 0,
      completionRate: 0,
      overdue: 0,
      activeMembers: 0,
      activeCount: 0,
      recentActive: [],
      active: [],
      wallActive: [],
    });
  });

  it('counts statuses, the whole-percent rate, overdue and distinct assignees', () => {
    const ann = { name: 'Ann', avatar: '🦊' };
    const tasks = [
      task({ status: 'done', assignee: ann, dueDate: '2026-01-01' }),
      task({ status: 'doing', assignee: ann, dueDate: '2026-11-21' }),
      task({ status: 'todo', assignee: { name: 'Ann', avatar: '🐼' }, dueDate: '2026-11-22' }),
      task({ status: 'todo', assignee: { name: 'Bob', avatar: '🦊' } }),
      task({ status: 'todo', dueDate: '2025-12-31' }),
      task({ status: 'done' }),
    ];
    expect(dashboardFigures(tasks, TODAY)).toMatchObject({
      total: 6,
      todo: 3,
      doing: 1,
      done: 2,
      completionRate: 33,
      // due yesterday and last year, not done; due today is not late yet
      overdue: 2,
      // Ann 🦊, Ann 🐼 and Bob: a person is a name and an avatar
      activeMembers: 3,
      activeCount: 4,
    });
  });

  it('lists the ten most recently created active tasks, newest first', () => {
    const tasks = Array.from({ length: 14 }, (_, i) =>
      task({
        createdAt: `2026-11-${String(i + 1).padStart(2, '0')}T08:00:00.000Z`,
        status: i === 13 ? 'done' : 'todo',
      }),
    );
    const f = dashboardFigures(tasks, TODAY);
    expect(f.activeCount).toBe(13);
    expect(f.recentActive.map((t) => t.createdAt.slice(8, 10))).toEqual([
      '13',
      '12',
      '11',
      '10',
      '09',
      '08',
      '07',
      '06',
      '05',
      '04',
    ]);
  });

  it('puts every active task on the wall: overdue, then urgent, then the rest, each newest first', () => {
    const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T08:00:00.000Z`;
    const tasks = [
      task({ title: 'calm new', createdAt: at(20) }),
      task({ title: 'late old', dueDate: '2026-11-01', createdAt: at(2) }),
      task({ title: 'urgent', priority: 'urgent', createdAt: at(10) }),
      task({ title: 'high tomorrow', priority: 'high', dueDate: '2026-11-23', createdAt: at(12) }),
      task({ title: 'high next week', priority: 'high', dueDate: '2026-11-29', createdAt: at(15) }),
      task({ title: 'late new', priority: 'low', dueDate: '2026-11-21', createdAt: at(18) }),
      task({ title: 'done late', status: 'done', dueDate: '2026-11-01', createdAt: at(19) }),
    ];
    const f = dashboardFigures(tasks, TODAY);
    expect(f.wallActive.map((t) => t.title)).toEqual([
      'late new',
      'late old',
      'high tomorrow',
      'urgent',
      'calm new',
      'high next week',
    ]);
    expect(f.active).toHaveLength(6);
  });
});
