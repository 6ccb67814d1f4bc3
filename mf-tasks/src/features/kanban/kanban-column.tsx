import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import type { ListedTask } from '@tm/domain/task/task-card';
import type { TaskStatus } from '@tm/domain/task/task-constants';
import { useCallback, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelection } from '../selection/selection-store.ts';
import { KanbanCard } from './kanban-card.tsx';
import { columnId } from './kanban-order.ts';
import './kanban-i18n.ts';
import styles from './kanban-column.module.css';

interface KanbanColumnProps {
  status: TaskStatus;
  tasks: ListedTask[];
  today: string;
  /** The task being dragged: kept rendered even when scrolled out, so the drag keeps its node. */
  activeId: string | null;
}

/**
 * One status column, scrolling on its own and virtualised: a column of 4,000 cards
 * renders only those near its viewport (issue 19). Each card is measured once
 * rendered (titles wrap); the column's body is a drop target of its own, so an
 * empty column or the space under the last card takes a drop.
 */
export function KanbanColumn({ status, tasks, today, activeId }: KanbanColumnProps) {
  const { t } = useTranslation(['kanban', 'common']);
  const headingId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const selected = useSelection();
  const { setNodeRef, isOver } = useDroppable({ id: columnId(status), data: { status } });
  const ids = useMemo(() => tasks.map((task) => task.id), [tasks]);
  const activeIndex = activeId ? ids.indexOf(activeId) : -1;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const shown = defaultRangeExtractor(range);
      return activeIndex >= 0 && !shown.includes(activeIndex)
        ? [...shown, activeIndex].sort((a, b) => a - b)
        : shown;
    },
    [activeIndex],
  );
  const virtualizer = useVirtualizer({
    count: tasks.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 96,
    gap: 8,
    overscan: 6,
    getItemKey: (index) => tasks[index]!.id,
    rangeExtractor,
  });
  const setBody = useCallback(
    (node: HTMLDivElement | null) => {
      scrollRef.current = node;
      setNodeRef(node);
    },
    [setNodeRef],
  );

  return (
    <section
      className={styles.column}
      aria-labelledby={headingId}
      data-status={status}
      data-testid="kanban-column"
    >
      <h2 id={headingId} className={styles.heading}>
        <span>{t(`common:status.${status}`)}</span>
        <span className={styles.count} data-testid="kanban-count">
          {t('board.count', { count: tasks.length })}
        </span>
      </h2>
      <div ref={setBody} className={`${styles.body} ${isOver ? styles.over : ''}`}>
        <SortableContext id={status} items={ids} strategy={verticalListSortingStrategy}>
          {tasks.length === 0 ? (
            <p className={styles.empty}>{t('board.empty')}</p>
          ) : (
            <ul
              className={styles.list}
              aria-labelledby={headingId}
              style={{ height: virtualizer.getTotalSize() }}
            >
              {virtualizer.getVirtualItems().map((item) => (
                <li
                  key={item.key}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  aria-setsize={tasks.length}
                  aria-posinset={item.index + 1}
                  className={styles.item}
                  style={{ top: item.start }}
                >
                  <KanbanCard
                    task={tasks[item.index]!}
                    today={today}
                    selected={selected.has(tasks[item.index]!.id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </SortableContext>
      </div>
    </section>
  );
}
