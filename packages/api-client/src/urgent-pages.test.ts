import type { ListedTask } from '@tm/domain/task/task-card';
import type { TaskUpdate } from '@tm/domain/task/task-update';
import { describe, expect, it } from 'vitest';
import type { TaskChange } from './task-store.ts';
import {
  followUrgentChange,
  placeUrgentTask,
  removeUrgentTask,
  type TaskLookup,
  type UrgentPages,
  withTotal,
} from './urgent-pages.ts';

const TODAY = '2026-03-10';
const task = (id: string, over: Partial<ListedTask> = {}) =>
  ({
    id,
    version: 1,
    title: id,
    status: 'todo',
    priority: 'urgent',
    dueDate: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    commentCount: 0,
    checklistDone: 0,
    checklistTotal: 0,
    ...over,
  }) as ListedTask;

const u1 = task('u1', { dueDate: '2026-03-01' });
const u2 = task('u2');
const h1 = task('h1', { priority: 'high', dueDate: TODAY });
const l1 = task('l1', { priority: 'low', dueDate: '2026-03-09' });

/** The store's tasks, as the pages look their rows up. */
const lookupOf =
  (...tasks: ListedTask[]): TaskLookup =>
  (id) =>
    tasks.find((t) => t.id === id);
const lookup = lookupOf(u1, u2, h1, l1);

/** Loaded pages of the given rows' ids; `more` when the server said another page follows. */
const pages = (rows: ListedTask[][], total: number, more = false): UrgentPages => ({
  pages: rows.map((tasks, i) => ({
    ids: tasks.map((t) => t.id),
    total,
    nextCursor: i < rows.length - 1 || more ? `c${i}` : null,
  })),
  pageParams: rows.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
});
const ids = (data: UrgentPages | undefined) => data?.pages.map((p) => p.ids);
const totals = (data: UrgentPages | undefined) => data?.pages.map((p) => p.total);

describe('placeUrgentTask over loaded pages', () => {
  const all = pages(
    [
      [u1, u2],
      [h1, l1],
    ],
    4,
  );

  it('inserts a new urgent task in its sorted place, in the page it falls in, and counts it', () => {
    const h0 = placeUrgentTask(
      all,
      task('h0', { priority: 'high', dueDate: '2026-03-02' }),
      TODAY,
      lookup,
      true,
    );
    expect(ids(h0.data)).toEqual([
      ['u1', 'u2'],
      ['h0', 'h1', 'l1'],
    ]);
    expect(totals(h0.data)).toEqual([5, 5]);
    expect(h0.totalKnown).toBe(true);
    const m1 = placeUrgentTask(
      all,
      task('m1', { priority: 'medium', dueDate: '2026-02-01' }),
      TODAY,
      lookup,
      true,
    );
    expect(ids(m1.data)).toEqual([
      ['u1', 'u2'],
      ['h1', 'm1', 'l1'],
    ]);
  });

  it('appends after the last row only when no page follows; otherwise leaves it for a later page', () => {
    const late = task('l2', {
      priority: 'low',
      dueDate: '2026-03-09',
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    expect(ids(placeUrgentTask(all, late, TODAY, lookup, true).data)).toEqual([
      ['u1', 'u2'],
      ['h1', 'l1', 'l2'],
    ]);
    const partial = pages(
      [
        [u1, u2],
        [h1, l1],
      ],
      9,
      true,
    );
    const left = placeUrgentTask(partial, late, TODAY, lookup, true);
    expect(ids(left.data)).toEqual([
      ['u1', 'u2'],
      ['h1', 'l1'],
    ]);
    expect(totals(left.data)).toEqual([10, 10]);
  });

  it('leaves the pages alone for a task that is not urgent', () => {
    const edit = placeUrgentTask(all, task('m2', { priority: 'medium', dueDate: TODAY }), TODAY, lookup);
    expect(edit.data).toBe(all);
    expect(edit.totalKnown).toBe(true);
  });

  it('moves a changed task across pages, and drops it once it is done or no longer urgent', () => {
    const moved = placeUrgentTask(
      all,
      { ...u2, version: 2, priority: 'low', dueDate: '2026-03-08' },
      TODAY,
      lookup,
    );
    expect(ids(moved.data)).toEqual([['u1'], ['h1', 'u2', 'l1']]);
    expect(totals(moved.data)).toEqual([4, 4]);
    const done = placeUrgentTask(all, { ...u1, version: 2, status: 'done' }, TODAY, lookup);
    expect(ids(done.data)).toEqual([['u2'], ['h1', 'l1']]);
    expect(totals(done.data)).toEqual([3, 3]);
    const later = placeUrgentTask(all, { ...h1, version: 2, dueDate: '2026-03-12' }, TODAY, lookup);
    expect(ids(later.data)).toEqual([['u1', 'u2'], ['l1']]);
  });

  it('cannot tell the total when a task beyond the loaded pages changes', () => {
    const partial = pages([[u1, u2]], 9, true);
    const edit = placeUrgentTask(partial, task('x', { dueDate: '2026-03-02' }), TODAY, lookup);
    expect(ids(edit.data)).toEqual([['u1', 'x', 'u2']]);
    expect(edit.totalKnown).toBe(false);
    expect(totals(withTotal(edit.data, 10))).toEqual([10]);
  });

  it('leaves an unloaded cache alone (a stale version never reaches the pages: task-store.test.ts)', () => {
    expect(placeUrgentTask(undefined, task('a'), TODAY, lookup).data).toBeUndefined();
  });
});

describe('removeUrgentTask', () => {
  it('takes a loaded task out and one off the total; an unloaded one changes nothing it can tell', () => {
    const all = pages([[u1, u2], [h1]], 3);
    const edit = removeUrgentTask(all, 'u2');
    expect(ids(edit.data)).toEqual([['u1'], ['h1']]);
    expect(totals(edit.data)).toEqual([2, 2]);
    expect(removeUrgentTask(all, 'zz')).toEqual({ data: all, totalKnown: true });
    expect(removeUrgentTask(pages([[u1]], 7, true), 'zz').totalKnown).toBe(false);
  });
});

describe('followUrgentChange', () => {
  const change = (id: string, kind: Exclude<TaskChange['kind'], 'missed'>): TaskChange => ({ id, kind });
  const update = (t: ListedTask, over: Partial<ListedTask>): TaskUpdate => {
    const {
      commentCount: _count,
      checklistDone: _done,
      checklistTotal: _total,
      ...fields
    } = { ...t, ...over };
    return { ...fields, checklist: [], changed: Object.keys(over) } as unknown as TaskUpdate;
  };

  it('keeps places and totals for a comment or a read: the row shows the count the store holds', () => {
    const data = pages([[u1, u2], [h1]], 5, true);
    for (const kind of ['commented', 'read'] as const) {
      const edit = followUrgentChange(
        data,
        change('h1', kind),
        TODAY,
        lookupOf(u1, u2, { ...h1, commentCount: 1 }),
      );
      expect(edit?.data).toBe(data);
      expect(edit?.totalKnown).toBe(true);
    }
    expect(followUrgentChange(undefined, change('u1', 'commented'), TODAY, lookup)?.data).toBeUndefined();
  });

  it("places an updated, saved or patched task by the store's fields, and a created one as new", () => {
    const data = pages([[u1, u2]], 2);
    const moved = { ...u1, version: 2, status: 'done' as const };
    for (const kind of ['updated', 'saved', 'patched'] as const) {
      const edit = followUrgentChange(data, change('u1', kind), TODAY, lookupOf(moved, u2));
      expect(ids(edit?.data)).toEqual([['u2']]);
      expect(totals(edit?.data)).toEqual([1]);
    }
    const fresh = task('n0', { dueDate: '2026-03-01', createdAt: '2026-02-01T00:00:00.000Z' });
    const created = followUrgentChange(
      pages([[u1, u2]], 9, true),
      change('n0', 'created'),
      TODAY,
      lookupOf(u1, u2, fresh),
    );
    expect(ids(created?.data)).toEqual([['n0', 'u1', 'u2']]);
    expect(totals(created?.data)).toEqual([10]);
    expect(created?.totalKnown).toBe(true);
  });

  it('takes a deleted or removed task out', () => {
    const data = pages([[u1, u2]], 2);
    for (const kind of ['deleted', 'removed'] as const) {
      expect(ids(followUrgentChange(data, change('u2', kind), TODAY, lookup)?.data)).toEqual([['u1']]);
    }
  });

  it('asks for a new read when a task the store does not hold turns urgent, and ignores one that does not', () => {
    const data = pages([[u1]], 1);
    const calm = task('n1', { priority: 'low' });
    const missed = (over: Partial<ListedTask>): TaskChange => ({
      id: 'n1',
      kind: 'missed',
      update: update(calm, over),
    });
    expect(followUrgentChange(data, missed({ priority: 'urgent', version: 2 }), TODAY, lookup)).toBeNull();
    const stillCalm = followUrgentChange(data, missed({ title: 'still low', version: 2 }), TODAY, lookup);
    expect(ids(stillCalm?.data)).toEqual([['u1']]);
  });

  it('takes out a task that moved out of the list’s projects, and never places one of another project', () => {
    const data = pages([[u1, u2]], 2);
    const inWeb = (t: ListedTask) => t.projectId === 'web';
    const web = (t: ListedTask) => ({ ...t, projectId: 'web' });
    const away = { ...web(u1), projectId: 'ops', version: 2 };
    const moved = followUrgentChange(data, change('u1', 'updated'), TODAY, lookupOf(away, web(u2)), inWeb);
    expect(ids(moved?.data)).toEqual([['u2']]);
    expect(totals(moved?.data)).toEqual([1]);
    const other = task('n2', { dueDate: '2026-03-01', projectId: 'ops' });
    const created = followUrgentChange(data, change('n2', 'created'), TODAY, lookupOf(u1, u2, other), inWeb);
    expect(ids(created?.data)).toEqual([['u1', 'u2']]);
    const missed: TaskChange = { id: 'n2', kind: 'missed', update: update(other, { version: 2 }) };
    expect(ids(followUrgentChange(data, missed, TODAY, lookup, inWeb)?.data)).toEqual([['u1', 'u2']]);
  });
});
