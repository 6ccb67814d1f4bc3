import { describe, expect, it } from 'vitest';
import type { TaskPriority, TaskStatus } from './task.schema.ts';
import {
  DEFAULT_TASK_VIEW,
  type FindableTask,
  filterTaskView,
  hasViewFilter,
  sortTaskView,
  type TaskView,
  type ViewerContext,
  weekOf,
} from './task-view.ts';

const ME = '11111111-1111-4111-8111-111111111111';
const BEN = '22222222-2222-4222-8222-222222222222';
const RED = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const BLUE = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';

const task = (id: string, over: Partial<FindableTask> = {}): FindableTask => ({
  id,
  title: id,
  description: null,
  status: 'todo' as TaskStatus,
  priority: 'medium' as TaskPriority,
  owner: { name: 'Owner' },
  assignee: null,
  assigneeId: null,
  dueDate: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

// Wednesday 2026-11-25.
const viewer: ViewerContext = { me: ME, today: '2026-11-25', weekStartsOn: 1 };
const ids = (tasks: FindableTask[]) => tasks.map((t) => t.id);
const only = (view: Partial<TaskView>, tasks: FindableTask[], who = viewer) =>
  ids(filterTaskView(tasks, { ...DEFAULT_TASK_VIEW, ...view }, who));

describe('weekOf', () => {
  it('starts on Monday for fr and nl, on Sunday for en', () => {
    expect(weekOf('2026-11-25', 1)).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(weekOf('2026-11-25', 0)).toEqual({ start: '2026-11-22', end: '2026-11-28' });
  });
  it('holds the week start itself and crosses months and years', () => {
    expect(weekOf('2026-11-23', 1)).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(weekOf('2026-11-29', 1)).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(weekOf('2027-01-01', 1)).toEqual({ start: '2026-12-28', end: '2027-01-03' });
  });
});

describe('filterTaskView', () => {
  const mine = task('mine', { assigneeId: ME, assignee: { name: 'Me' } });
  const bens = task('bens', { assigneeId: BEN, assignee: { name: 'Ben' } });
  const nobodys = task('nobodys');

  it('keeps everything with the default view', () => {
    expect(only({}, [mine, bens, nobodys])).toEqual(['mine', 'bens', 'nobodys']);
  });

  it('filters by assignee: me, nobody or one member', () => {
    expect(only({ assignee: 'me' }, [mine, bens, nobodys])).toEqual(['mine']);
    expect(only({ assignee: 'nobody' }, [mine, bens, nobodys])).toEqual(['nobodys']);
    expect(only({ assignee: BEN }, [mine, bens, nobodys])).toEqual(['bens']);
  });

  it('keeps nothing for "me" without a signed-in viewer', () => {
    expect(only({ assignee: 'me' }, [mine, nobodys], { ...viewer, me: null })).toEqual([]);
  });

  // The any-of rule itself is label/label-filter.test.ts's; here, that the view applies it.
  it('applies the label filter (label/label-filter.ts) with the others', () => {
    const red = task('red', { labels: [{ id: RED }] });
    const both = task('both', { labels: [{ id: BLUE }, { id: RED }], assigneeId: BEN });
    expect(only({ labels: [RED] }, [red, both, nobodys])).toEqual(['red', 'both']);
    expect(only({ labels: [RED], assignee: BEN }, [red, both, nobodys])).toEqual(['both']);
  });

  it('filters by due: overdue (not done), today, this week, no date', () => {
    const late = task('late', { dueDate: '2026-11-24' });
    const lateDone = task('lateDone', { dueDate: '2026-11-24', status: 'done' });
    const today = task('today', { dueDate: '2026-11-25' });
    const sunday = task('sunday', { dueDate: '2026-11-29' });
    const nextMonday = task('nextMonday', { dueDate: '2026-11-30' });
    const lastSunday = task('lastSunday', { dueDate: '2026-11-22' });
    const all = [late, lateDone, today, sunday, nextMonday, lastSunday, nobodys];
    expect(only({ due: 'overdue' }, all)).toEqual(['late', 'lastSunday']);
    expect(only({ due: 'today' }, all)).toEqual(['today']);
    expect(only({ due: 'week' }, all)).toEqual(['late', 'lateDone', 'today', 'sunday']);
    expect(only({ due: 'week' }, all, { ...viewer, weekStartsOn: 0 })).toEqual([
      'late',
      'lateDone',
      'today',
      'lastSunday',
    ]);
    expect(only({ due: 'none' }, all)).toEqual(['nobodys']);
  });

  it('combines every filter with SPEC search, status and priority (AND)', () => {
    const a = task('a', { assigneeId: ME, priority: 'high', dueDate: '2026-11-25', title: 'Report' });
    const b = task('b', { assigneeId: ME, priority: 'low', dueDate: '2026-11-25', title: 'Report' });
    const c = task('c', { assigneeId: ME, priority: 'high', dueDate: '2026-11-25', title: 'Other' });
    expect(only({ assignee: 'me', priority: 'high', due: 'today', search: 'report' }, [a, b, c])).toEqual([
      'a',
    ]);
  });
});

describe('sortTaskView', () => {
  const a = task('a', {
    status: 'doing',
    dueDate: '2026-12-01',
    priority: 'low',
    updatedAt: '2026-11-01T00:00:00Z',
  });
  const b = task('b', {
    status: 'todo',
    dueDate: '2026-11-01',
    priority: 'urgent',
    updatedAt: '2026-11-03T00:00:00Z',
  });
  const c = task('c', { status: 'done', dueDate: null, priority: 'high', updatedAt: '2026-11-02T00:00:00Z' });
  const d = task('d', {
    status: 'todo',
    dueDate: null,
    priority: 'urgent',
    updatedAt: '2026-11-03T00:00:00Z',
  });

  it("keeps SPEC's order by default", () => {
    expect(ids(sortTaskView([c, b, a, d], 'default'))).toEqual(['a', 'b', 'd', 'c']);
  });
  it('sorts by due date, earliest first, undated last in SPEC order', () => {
    expect(ids(sortTaskView([c, b, a, d], 'due'))).toEqual(['b', 'a', 'd', 'c']);
  });
  it('sorts by priority, urgent first, ties in SPEC order', () => {
    expect(ids(sortTaskView([c, b, a, d], 'priority'))).toEqual(['b', 'd', 'c', 'a']);
  });
  it('sorts by last change, newest first, ties in SPEC order', () => {
    expect(ids(sortTaskView([c, b, a, d], 'updated'))).toEqual(['b', 'd', 'c', 'a']);
  });
  it('leaves its input untouched', () => {
    const input = [c, b, a];
    sortTaskView(input, 'due');
    expect(ids(input)).toEqual(['c', 'b', 'a']);
  });
});

describe('hasViewFilter', () => {
  it('is false for the default view, whatever the sort or mode', () => {
    expect(hasViewFilter({ ...DEFAULT_TASK_VIEW, sort: 'due', view: 'board' })).toBe(false);
  });
  it('is true for each filter', () => {
    expect(hasViewFilter({ ...DEFAULT_TASK_VIEW, assignee: 'nobody' })).toBe(true);
    expect(hasViewFilter({ ...DEFAULT_TASK_VIEW, labels: [RED] })).toBe(true);
    expect(hasViewFilter({ ...DEFAULT_TASK_VIEW, due: 'week' })).toBe(true);
    expect(hasViewFilter({ ...DEFAULT_TASK_VIEW, search: ' x ' })).toBe(true);
  });
});
