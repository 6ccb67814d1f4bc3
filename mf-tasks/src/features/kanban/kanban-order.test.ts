import type { ListedTask as Task } from '@tm/domain/task/task-card';
import { describe, expect, it } from 'vitest';
import { columnId, dropTarget, isSamePlace, positionFor, toColumns, withTaskAt } from './kanban-order.ts';

const task = (id: string, status: Task['status'], position: number) => ({ id, status, position }) as Task;
const ids = (list: Task[]) => list.map((t) => t.id);

describe('the board’s columns and drops', () => {
  const tasks = [task('a', 'todo', 30), task('b', 'todo', 10), task('c', 'todo', 20), task('d', 'doing', 5)];
  const columns = toColumns(tasks);

  it('groups by status in position order', () => {
    expect(ids(columns.todo)).toEqual(['b', 'c', 'a']);
    expect(ids(columns.doing)).toEqual(['d']);
    expect(columns.done).toEqual([]);
  });

  it('moves down within a column to the index of the task it is dropped on, midway between new neighbours', () => {
    const target = dropTarget(columns, 'b', 'a')!;
    expect(target).toEqual({ status: 'todo', index: 2, place: 3, total: 3 });
    expect(positionFor(columns, 'b', target)).toBe(30 + 1024);
    const up = dropTarget(columns, 'a', 'c')!;
    expect(positionFor(columns, 'a', up)).toBe(15);
  });

  it('takes a task to another column at the preview’s place, or last on the column’s empty part', () => {
    const preview = withTaskAt(columns, 'c', 'doing', 0);
    expect(ids(preview.todo)).toEqual(['b', 'a']);
    expect(ids(preview.doing)).toEqual(['c', 'd']);
    // Over itself where the preview put it: before d; over d: past it, as a sortable list moves.
    const onItself = dropTarget(preview, 'c', 'c')!;
    expect(onItself).toMatchObject({ status: 'doing', index: 0 });
    expect(positionFor(preview, 'c', onItself)).toBe(5 - 1024);
    expect(positionFor(preview, 'c', dropTarget(preview, 'c', 'd')!)).toBe(5 + 1024);
    const onEmptyColumn = dropTarget(columns, 'a', columnId('done'))!;
    expect(onEmptyColumn).toEqual({ status: 'done', index: 0, place: 1, total: 1 });
    expect(positionFor(columns, 'a', onEmptyColumn)).toBe(0);
  });

  it('knows a drop where the task already was', () => {
    expect(isSamePlace(columns, columns.todo[1]!, dropTarget(columns, 'c', 'c')!)).toBe(true);
    expect(isSamePlace(columns, columns.todo[1]!, dropTarget(columns, 'c', 'a')!)).toBe(false);
    expect(dropTarget(columns, 'c', 'nowhere')).toBeNull();
  });
});
