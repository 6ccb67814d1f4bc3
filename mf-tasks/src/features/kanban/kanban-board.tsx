import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useQueryClient } from '@tanstack/react-query';
import { TASK_CARDS_KEY } from '@tm/api-client/task-list-query';
import { useSocketEvent } from '@tm/api-client/use-socket-event';
import type { ListedTask } from '@tm/domain/task/task-card';
import { TASK_STATUSES, type TaskStatus } from '@tm/domain/task/task-constants';
import { X } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KanbanCardBody } from './kanban-card.tsx';
import { KanbanColumn } from './kanban-column.tsx';
import {
  type Columns,
  columnOf,
  dropTarget,
  isSamePlace,
  positionFor,
  toColumns,
  withTaskAt,
} from './kanban-order.ts';
import './kanban-i18n.ts';
import styles from './kanban.module.css';
import { useMoveTask } from './use-move-task.ts';

export interface KanbanBoardProps {
  /** The list's current tasks after its filters (the same view as the list). */
  tasks: ListedTask[];
  today: string;
}

/** Where the dragged task shows while it is over another column. */
interface Preview {
  id: string;
  status: TaskStatus;
  index: number;
}

/**
 * The board (issue 19): To Do, In Progress, Completed, each in position order,
 * with drag and drop between and within columns by pointer or keyboard (dnd-kit),
 * announced to screen readers in the page's language. A drop moves the task at
 * once and asks the server (tasks.move); a refusal puts it back and says why.
 */
export function KanbanBoard({ tasks, today }: KanbanBoardProps) {
  const { t } = useTranslation(['kanban', 'common']);
  const queryClient = useQueryClient();
  const [activeId, setActiveId] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const move = useMoveTask(setFailure);

  const base = useMemo(() => toColumns(tasks), [tasks]);
  const columns = useMemo(
    () => (preview ? withTaskAt(base, preview.id, preview.status, preview.index) : base),
    [base, preview],
  );
  // The announcements read the columns as the drag shows them now.
  const shown = useRef<Columns>(columns);
  shown.current = columns;
  const byId = useMemo(() => new Map(tasks.map((task) => [task.id, task])), [tasks]);
  const titleOf = (id: string | number) => byId.get(String(id))?.title ?? '';
  const columnName = (status: TaskStatus) => t(`common:status.${status}`);

  // Another member's move renumbered a column: every position there changed.
  useSocketEvent('tasks:reordered', () => {
    void queryClient.invalidateQueries({ queryKey: TASK_CARDS_KEY });
  });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const status = columnOf(shown.current, String(active.id));
      return t('dnd.pickedUp', { title: titleOf(active.id), column: status ? columnName(status) : '' });
    },
    onDragOver: ({ active, over }) => {
      if (!over) return t('dnd.outside', { title: titleOf(active.id) });
      // Over itself where it started (the first "over" of every drag): the pick-up
      // message says it all, and must not be cut off.
      if (
        over.id === active.id &&
        columnOf(shown.current, String(active.id)) === byId.get(String(active.id))?.status
      ) {
        return undefined;
      }
      const target = dropTarget(shown.current, String(active.id), String(over.id));
      if (!target) return t('dnd.outside', { title: titleOf(active.id) });
      return t('dnd.overTask', {
        title: titleOf(active.id),
        column: columnName(target.status),
        position: target.place,
        total: target.total,
      });
    },
    onDragEnd: ({ active, over }) => {
      const target = over ? dropTarget(shown.current, String(active.id), String(over.id)) : null;
      const task = byId.get(String(active.id));
      if (!target)
        return t('dnd.cancelled', { title: titleOf(active.id), column: task ? columnName(task.status) : '' });
      return t('dnd.dropped', {
        title: titleOf(active.id),
        column: columnName(target.status),
        position: target.place,
        total: target.total,
      });
    },
    onDragCancel: ({ active }) => {
      const task = byId.get(String(active.id));
      return t('dnd.cancelled', { title: titleOf(active.id), column: task ? columnName(task.status) : '' });
    },
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setFailure(null);
    setActiveId(String(active.id));
  };
  // Over another column, the task shows there at once (where its drop would put it).
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const id = String(active.id);
    const from = columnOf(columns, id);
    const target = dropTarget(columns, id, String(over.id));
    if (!target || !from || target.status === from) return;
    setPreview({ id, status: target.status, index: target.index });
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const id = String(active.id);
    const task = byId.get(id);
    const target = over ? dropTarget(columns, id, String(over.id)) : null;
    setActiveId(null);
    setPreview(null);
    if (!task || !target || isSamePlace(base, task, target)) return;
    move.mutate({ id, status: target.status, position: positionFor(columns, id, target) });
  };
  const onDragCancel = () => {
    setActiveId(null);
    setPreview(null);
  };

  const active = activeId ? byId.get(activeId) : undefined;
  return (
    <div className={styles.board} data-testid="kanban-board">
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
      >
        <div className={styles.columns}>
          {TASK_STATUSES.map((status) => (
            <KanbanColumn
              key={status}
              status={status}
              tasks={columns[status]}
              today={today}
              activeId={activeId}
            />
          ))}
        </div>
        <DragOverlay>
          {active ? (
            <div className={`${styles.card} ${styles.overlay}`}>
              <KanbanCardBody task={active} today={today} />
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      {failure && (
        <div role="alert" className={styles.failure} data-testid="kanban-failure">
          <p>{failure}</p>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={t('board.dismiss')}
            onClick={() => setFailure(null)}
          >
            <X size={16} aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
