import type { ListedTask } from '@tm/domain/task/task-card';
import type { TaskViewMode } from '@tm/domain/task/task-view';
import { useLayoutEffect, useMemo } from 'react';
import { setShownOrder } from '../bulk/shown-order.ts';
import { toColumns } from '../kanban/kanban-order.ts';
import { selection } from './selection-store.ts';

/**
 * Keeps the selection to the tasks the view shows: called where the list has just
 * filtered its tasks, so a filter, a search or a deletion (here or by another
 * member) drops the tasks that left, and a bulk action never reaches a task the
 * member no longer sees. Also records the order as shown, for shift-click ranges:
 * the list's order, or on the board column after column, each in board order.
 * Runs before paint, so no frame shows a count that includes hidden tasks.
 */
export function useShownSelection(visible: readonly ListedTask[], layout: TaskViewMode): void {
  const ids = useMemo(() => visible.map((task) => task.id), [visible]);
  const order = useMemo(() => {
    if (layout === 'list') return ids;
    const columns = toColumns(visible);
    return [...columns.todo, ...columns.doing, ...columns.done].map((task) => task.id);
  }, [ids, visible, layout]);
  useLayoutEffect(() => selection.retain(ids), [ids]);
  useLayoutEffect(() => setShownOrder(order), [order]);
}
