import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Task } from '@tm/domain/task/task.schema';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskCard } from '../task-card/task-card.tsx';
import styles from './board.module.css';

export interface VirtualTaskListProps {
  tasks: Task[];
  today: string;
  onEdit: (task: Task) => void;
  onHistory: (task: Task) => void;
  /** Called when the cards near the end are shown, for a paged list to read its next page. */
  onEndReached?: (() => void) | undefined;
}

/** How close to the last card the next page is asked for (about two screens of cards). */
const END_MARGIN = 10;

/**
 * Renders only the cards near the viewport (DESIGN 4: long lists virtualised),
 * scrolling with the page. Cards differ in height (open comments, attachments),
 * so each is measured once rendered; keys are task ids so measurements follow tasks.
 */
export function VirtualTaskList({ tasks, today, onEdit, onHistory, onEndReached }: VirtualTaskListProps) {
  const { t } = useTranslation('tasks');
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);

  useLayoutEffect(() => {
    const measure = () => setOffset((listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: tasks.length,
    estimateSize: () => 240,
    overscan: 6,
    gap: 12,
    scrollMargin: offset,
    getItemKey: (index) => tasks[index]!.id,
  });

  const lastShown = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
  useEffect(() => {
    if (onEndReached && lastShown >= tasks.length - END_MARGIN) onEndReached();
  }, [onEndReached, lastShown, tasks.length]);

  return (
    <ul
      ref={listRef}
      className={styles.list}
      aria-label={t('list.tasks')}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => {
        const task = tasks[item.index]!;
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-setsize={tasks.length}
            aria-posinset={item.index + 1}
            className={styles.item}
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <TaskCard task={task} today={today} onEdit={onEdit} onHistory={onHistory} />
          </li>
        );
      })}
    </ul>
  );
}
