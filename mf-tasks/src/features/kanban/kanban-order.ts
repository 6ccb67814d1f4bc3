import { comparePositions, positionAt } from '@tm/domain/task/board-position';
import type { ListedTask } from '@tm/domain/task/task-card';
import { TASK_STATUSES, type TaskStatus } from '@tm/domain/task/task-constants';

// The board's columns and where a drop puts a task, as plain functions: the drag
// handlers, the screen reader's announcements and the move all use the same rule.

export type Columns = Record<TaskStatus, ListedTask[]>;

/** The droppable id of a column's body (a drop on its empty part). */
export const columnId = (status: TaskStatus) => `column:${status}`;
const statusOfColumnId = (id: string): TaskStatus | null => {
  const status = id.startsWith('column:') ? id.slice('column:'.length) : null;
  return TASK_STATUSES.find((s) => s === status) ?? null;
};

/** The tasks by status, each column in board order (position, then id). */
export function toColumns(tasks: readonly ListedTask[]): Columns {
  const columns: Columns = { todo: [], doing: [], done: [] };
  for (const task of tasks) columns[task.status].push(task);
  for (const status of TASK_STATUSES) columns[status].sort(comparePositions);
  return columns;
}

/** The column that holds `id` (a task's or a column's droppable id). */
export function columnOf(columns: Columns, id: string): TaskStatus | null {
  return statusOfColumnId(id) ?? TASK_STATUSES.find((s) => columns[s].some((t) => t.id === id)) ?? null;
}

/** The columns with task `id` shown in `status` at `index`: the preview of a drag over another column. */
export function withTaskAt(columns: Columns, id: string, status: TaskStatus, index: number): Columns {
  const task = TASK_STATUSES.flatMap((s) => columns[s]).find((t) => t.id === id);
  if (!task) return columns;
  const next = { ...columns };
  for (const s of TASK_STATUSES) next[s] = columns[s].filter((t) => t.id !== id);
  const target = next[status].slice();
  target.splice(Math.max(0, Math.min(index, target.length)), 0, task);
  next[status] = target;
  return next;
}

/** Where a drop of `activeId` over `overId` puts it: its column and index there (1-based `position` for people). */
interface DropTarget {
  status: TaskStatus;
  /** Index among the column's other tasks. */
  index: number;
  /** Its place counted from 1, and the column's size with it, for announcements. */
  place: number;
  total: number;
}

/**
 * The target of a drop in `columns` (which may already show the task in its new
 * column): over a task, the task takes that task's index (as a sortable list moves
 * it); over a column's empty part, it stays where the preview shows it, or goes last.
 */
export function dropTarget(columns: Columns, activeId: string, overId: string): DropTarget | null {
  const status = columnOf(columns, overId);
  if (!status) return null;
  const column = columns[status];
  const others = column.filter((t) => t.id !== activeId);
  let index: number;
  if (statusOfColumnId(overId)) {
    const at = column.findIndex((t) => t.id === activeId);
    index = at < 0 ? others.length : at;
  } else {
    index = Math.max(
      0,
      column.findIndex((t) => t.id === overId),
    );
  }
  index = Math.min(index, others.length);
  return { status, index, place: index + 1, total: others.length + 1 };
}

/** The position that puts `activeId` at `target.index` of its column: midway between its new neighbours. */
export function positionFor(columns: Columns, activeId: string, target: DropTarget): number {
  const others = columns[target.status].filter((t) => t.id !== activeId);
  return positionAt(
    others.map((t) => t.position),
    target.index,
  );
}

/** Whether the drop leaves the task where it was (nothing to send). */
export function isSamePlace(columns: Columns, task: ListedTask, target: DropTarget): boolean {
  return (
    target.status === task.status && columns[task.status].findIndex((t) => t.id === task.id) === target.index
  );
}
