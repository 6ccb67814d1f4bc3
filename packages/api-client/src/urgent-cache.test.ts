import type { ListedTask } from '@tm/domain/task/task-card';
import type { TaskUpdate } from '@tm/domain/task/task-update';
import { describe, expect, it } from 'vitest';
import {
  countUrgentComment,
  placeUrgentTask,
  placeUrgentUpdate,
  removeUrgentTask,
  type UrgentPages,
  withTotal,
} from './urgent-cache.ts';

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

/** Loaded pages of the given rows; `more` when the server said another page follows. */
const pages = (rows: ListedTask[][], total: number, more = false): UrgentPages => ({
  pages: rows.map((tasks, i) => ({
    tasks,
    total,
    nextCursor: i < rows.length - 1 || more ? `c${i}` : null,
  })),
  pageParams: rows.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
});
const ids = (data: UrgentPages | undefined) => data?.pages.map((p) => p.tasks.map((t) => t.id));
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
    const h0 = placeUrgentTask(all, task('h0', { priority: 'high', dueDate: '2026-03-02' }), TODAY, true);
    expect(ids(h0.data)).toEqual([
      ['u1', 'u2'],
      ['h0', 'h1', 'l1'],
    ]);
    expect(totals(h0.data)).toEqual([5, 5]);
    expect(h0.totalKnown).toBe(true);
    const m1 = placeUrgentTask(all, task('m1', { priority: 'medium', dueDate: '2026-02-01' }), TODAY, true);
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
    expect(ids(placeUrgentTask(all, late, TODAY, true).data)).toEqual([
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
    const left = placeUrgentTask(partial, late, TODAY, true);
    expect(ids(left.data)).toEqual([
      ['u1', 'u2'],
      ['h1', 'l1'],
    ]);
    expect(totals(left.data)).toEqual([10, 10]);
  });

  it('leaves the pages alone for a task that is not urgent', () => {
    const edit = placeUrgentTask(all, task('m2', { priority: 'medium', dueDate: TODAY }), TODAY);
    expect(edit.data).toBe(all);
    expect(edit.totalKnown).toBe(true);
  });

  it('moves a changed task across pages, and drops it once it is done or no longer urgent', () => {
    const moved = placeUrgentTask(all, { ...u2, version: 2, priority: 'low', dueDate: '2026-03-08' }, TODAY);
    expect(ids(moved.data)).toEqual([['u1'], ['h1', 'u2', 'l1']]);
    expect(totals(moved.data)).toEqual([4, 4]);
    const done = placeUrgentTask(all, { ...u1, version: 2, status: 'done' }, TODAY);
    expect(ids(done.data)).toEqual([['u2'], ['h1', 'l1']]);
    expect(totals(done.data)).toEqual([3, 3]);
    const later = placeUrgentTask(all, { ...h1, version: 2, dueDate: '2026-03-12' }, TODAY);
    expect(ids(later.data)).toEqual([['u1', 'u2'], ['l1']]);
  });

  it('cannot tell the total when a task beyond the loaded pages changes', () => {
    const partial = pages([[u1, u2]], 9, true);
    const edit = placeUrgentTask(partial, task('x', { dueDate: '2026-03-02' }), TODAY);
    expect(ids(edit.data)).toEqual([['u1', 'x', 'u2']]);
    expect(edit.totalKnown).toBe(false);
    expect(totals(withTotal(edit.data, 10))).toEqual([10]);
  });

  it('ignores a stale version that arrives late, and an unloaded cache', () => {
    const newer = pages([[task('a', { version: 3, title: 'current' })]], 1);
    expect(placeUrgentTask(newer, task('a', { version: 2, status: 'done' }), TODAY).data).toBe(newer);
    expect(placeUrgentTask(undefined, task('a'), TODAY).data).toBeUndefined();
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

describe('countUrgentComment', () => {
  it('counts a comment on the loaded task, keeping places and totals', () => {
    const data = pages([[u1, u2], [h1]], 5, true);
    const next = countUrgentComment(data, 'h1', 1);
    expect(ids(next)).toEqual([['u1', 'u2'], ['h1']]);
    expect(totals(next)).toEqual([5, 5]);
    expect(next?.pages[1]?.tasks[0]?.commentCount).toBe(1);
    expect(next?.pages[0]).toBe(data.pages[0]);
    expect(countUrgentComment(next, 'h1', -1)?.pages[1]?.tasks[0]?.commentCount).toBe(0);
  });

  it('leaves pages without the task, and an unloaded cache, alone', () => {
    const data = pages([[u1]], 1);
    expect(countUrgentComment(data, 'other', 1)).toBe(data);
    expect(countUrgentComment(undefined, 'u1', 1)).toBeUndefined();
  });
});

describe('placeUrgentUpdate', () => {
  const update = (t: ListedTask, over: Partial<ListedTask>): TaskUpdate => {
    const {
      commentCount: _count,
      checklistDone: _done,
      checklistTotal: _total,
      ...fields
    } = { ...t, ...over };
    return { ...fields, checklist: [], changed: Object.keys(over) } as unknown as TaskUpdate;
  };

  it('keeps the comment count of a loaded task', () => {
    const data = pages([[{ ...u1, commentCount: 3 }, u2]], 2);
    const edit = placeUrgentUpdate(data, update(u1, { title: 'renamed', version: 2 }), TODAY);
    expect(edit?.data?.pages[0]?.tasks[0]).toMatchObject({ id: 'u1', title: 'renamed', commentCount: 3 });
    expect(edit?.totalKnown).toBe(true);
  });

  it('asks for a new read when a task it does not hold turns urgent, and ignores one that does not', () => {
    const data = pages([[u1]], 1);
    const calm = task('n1', { priority: 'low' });
    expect(placeUrgentUpdate(data, update(calm, { priority: 'urgent', version: 2 }), TODAY)).toBeNull();
    const stillCalm = placeUrgentUpdate(data, update(calm, { title: 'still low', version: 2 }), TODAY);
    expect(ids(stillCalm?.data)).toEqual([['u1']]);
  });
});
