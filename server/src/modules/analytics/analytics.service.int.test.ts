import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { SYSTEM_SCOPE } from '../tasks/task-scope.ts';
import { analyticsOverview } from './analytics.service.ts';
import { DAY, deleteAllTasks, HOUR, insertTask, insertUser } from './task-rows.test-helper.ts';

// Figures are computed at a fixed moment so every expectation below is worked out by hand.
const NOW = new Date('2026-11-22T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const SINCE_30 = ago(30 * DAY);

const t = useTestApp();
const em = () => t.app.deps.orm.em.fork() as EntityManager;
const overview = (days: 7 | 30 | 90 | 365) => analyticsOverview(em(), SYSTEM_SCOPE, { days }, NOW);

describe('analytics with no tasks', () => {
  it('answers zeros, no mean time and no rows', async () => {
    expect(await overview(30)).toEqual({
      days: 30,
      since: SINCE_30.toISOString(),
      until: NOW.toISOString(),
      total: 0,
      done: 0,
      completionRate: 0,
      averageCompletionHours: null,
      overdue: 0,
      byStatus: { todo: 0, doing: 0 },
      byPriority: { low: 0, medium: 0, high: 0, urgent: 0 },
      users: [],
      unassigned: { total: 0, done: 0, active: 0 },
    });
  });
});

describe('analytics on a seeded team', () => {
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const e = em();
    await deleteAllTasks(e);
    // Inserted out of alphabetical order, mixed case: ties must still come out by name.
    ids.bob = await insertUser(e, 'Bob', '🐼');
    ids.alice = await insertUser(e, 'alice', '🦊');
    ids.dan = await insertUser(e, 'Dan');
    ids.chloe = await insertUser(e, 'chloe');
    const owner = ids.alice;
    const task = (row: Parameters<typeof insertTask>[2]) => insertTask(e, owner, row);

    // 1. done in 24 h, edited later (updatedAt moves, completedAt does not)
    const c1 = ago(10 * DAY);
    await task({
      assigneeId: ids.alice,
      status: 'done',
      priority: 'high',
      createdAt: c1,
      completedAt: new Date(c1.getTime() + 24 * HOUR),
      updatedAt: new Date(c1.getTime() + 100 * HOUR),
    });
    // 2. done in 48 h
    const c2 = ago(5 * DAY);
    await task({
      assigneeId: ids.alice,
      status: 'done',
      priority: 'low',
      createdAt: c2,
      completedAt: new Date(c2.getTime() + 48 * HOUR),
    });
    // 3. overdue urgent
    await task({ assigneeId: ids.alice, priority: 'urgent', dueDate: '2026-11-20', createdAt: ago(2 * DAY) });
    // 4. due today: not overdue yet
    await task({
      assigneeId: ids.bob,
      status: 'doing',
      priority: 'high',
      dueDate: '2026-11-22',
      createdAt: ago(1 * DAY),
    });
    // 5. due later
    await task({ assigneeId: ids.bob, priority: 'medium', dueDate: '2026-11-25', createdAt: ago(3 * DAY) });
    // 6. done in 12 h with no completedAt: updatedAt stands in; past due date but done, so not overdue
    const c6 = ago(20 * DAY);
    await task({
      assigneeId: ids.bob,
      status: 'done',
      priority: 'medium',
      dueDate: '2026-11-01',
      createdAt: c6,
      updatedAt: new Date(c6.getTime() + 12 * HOUR),
    });
    // 7. unassigned, overdue, created exactly at the start of the 30-day period (in)
    await task({ priority: 'medium', dueDate: '2026-11-21', createdAt: SINCE_30 });
    // 8. undated urgent in progress
    await task({ assigneeId: ids.chloe, status: 'doing', priority: 'urgent', createdAt: ago(29 * DAY) });
    // 9. one second before the 30-day period (out of 30, in 90): done in 6 h
    const c9 = new Date(SINCE_30.getTime() - 1000);
    await task({
      assigneeId: ids.alice,
      status: 'done',
      priority: 'low',
      createdAt: c9,
      completedAt: new Date(c9.getTime() + 6 * HOUR),
    });
    // 10. 60 days old, overdue
    await task({ assigneeId: ids.dan, priority: 'high', dueDate: '2026-10-01', createdAt: ago(60 * DAY) });
    // 11. 400 days old: outside every period
    await task({
      assigneeId: ids.dan,
      status: 'done',
      createdAt: ago(400 * DAY),
      completedAt: ago(399 * DAY),
    });
  });

  const row = (id: string, name: string, avatar: string, total: number, done: number, rate: number) => ({
    user: { id, name, avatar },
    total,
    done,
    active: total - done,
    completionRate: rate,
  });

  it('covers the last 30 days by default, start included and one second earlier excluded', async () => {
    const r = await overview(30);
    expect(r).toMatchObject({ days: 30, total: 8, done: 3, completionRate: 37.5, overdue: 2 });
    // (24 + 48 + 12) / 3
    expect(r.averageCompletionHours).toBe(28);
    expect(r.byStatus).toEqual({ todo: 3, doing: 2 });
    expect(r.byPriority).toEqual({ low: 0, medium: 2, high: 1, urgent: 2 });
    expect(r.unassigned).toEqual({ total: 1, done: 0, active: 1 });
    // alice and Bob tie on 3: by name, case-insensitively.
    expect(r.users).toEqual([
      row(ids.alice!, 'alice', '🦊', 3, 2, 67),
      row(ids.bob!, 'Bob', '🐼', 3, 1, 33),
      row(ids.chloe!, 'chloe', '👤', 1, 0, 0),
    ]);
  });

  it('narrows to 7 days', async () => {
    const r = await overview(7);
    expect(r).toMatchObject({
      total: 4,
      done: 1,
      completionRate: 25,
      averageCompletionHours: 48,
      overdue: 1,
    });
    expect(r.byStatus).toEqual({ todo: 2, doing: 1 });
    expect(r.byPriority).toEqual({ low: 0, medium: 1, high: 1, urgent: 1 });
    expect(r.unassigned).toEqual({ total: 0, done: 0, active: 0 });
    expect(r.users).toEqual([row(ids.alice!, 'alice', '🦊', 2, 1, 50), row(ids.bob!, 'Bob', '🐼', 2, 0, 0)]);
  });

  it('widens to 90 days', async () => {
    const r = await overview(90);
    // (24 + 48 + 12 + 6) / 4
    expect(r).toMatchObject({
      total: 10,
      done: 4,
      completionRate: 40,
      averageCompletionHours: 22.5,
      overdue: 3,
    });
    expect(r.byStatus).toEqual({ todo: 4, doing: 2 });
    expect(r.byPriority).toEqual({ low: 0, medium: 2, high: 2, urgent: 2 });
    // chloe and Dan tie on 1: by name, case-insensitively.
    expect(r.users).toEqual([
      row(ids.alice!, 'alice', '🦊', 4, 3, 75),
      row(ids.bob!, 'Bob', '🐼', 3, 1, 33),
      row(ids.chloe!, 'chloe', '👤', 1, 0, 0),
      row(ids.dan!, 'Dan', '👤', 1, 0, 0),
    ]);
  });

  it('counts a year without the 400-day-old task', async () => {
    const r = await overview(365);
    expect(r).toMatchObject({ total: 10, done: 4 });
    expect(r.since).toBe(ago(365 * DAY).toISOString());
  });
});
