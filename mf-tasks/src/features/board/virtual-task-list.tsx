import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { ListedTask } from '@tm/domain/task/task-card';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompactTaskCard } from '../density/compact-task-card.tsx';
import type { Density } from '../density/density-store.ts';
import { TaskCard } from '../task-card/task-card.tsx';
import styles from './board.module.css';

export interface VirtualTaskListProps {
  tasks: ListedTask[];
  today: string;
  onEdit: (task: ListedTask) => void;
  onHistory: (task: ListedTask) => void;
  /** Called when the cards near the end are shown, for a paged list to read its next page. */
  onEndReached?: (() => void) | undefined;
  /** Compact rows (one or two lines) or whole cards; whole cards when not given. */
  density?: Density;
  /** The keyboard's current task; `focus` when j/k moved to it, so it is scrolled to and focused. */
  active?: ActiveTask | null;
  /** Called when a task gets the focus (tab, click), so the keyboard continues from it. */
  onActivate?: (id: string) => void;
  selected?: ReadonlySet<string>;
}

export interface ActiveTask {
  id: string;
  focus: boolean;
}

/** How close to the last card the next page is asked for (about two screens of cards). */
const END_MARGIN = 10;

/**
 * Renders only the cards near the viewport (DESIGN 4: long lists virtualised),
 * scrolling with the page. Cards differ in height (open comments, attachments),
 * so each is measured once rendered; keys are task ids so measurements follow tasks.
 */
export function VirtualTaskList({
  tasks,
  today,
  onEdit,
  onHistory,
  onEndReached,
  density = 'comfortable',
  active = null,
  onActivate,
  selected,
}: VirtualTaskListProps) {
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
    estimateSize: () => (density === 'compact' ? 36 : 240),
    overscan: 6,
    gap: density === 'compact' ? 4 : 12,
    scrollMargin: offset,
    getItemKey: (index) => tasks[index]!.id,
  });

  const lastShown = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
  useEffect(() => {
    if (onEndReached && lastShown >= tasks.length - END_MARGIN) onEndReached();
  }, [onEndReached, lastShown, tasks.length]);

  // j/k: bring the row into view (it may not be rendered yet), then focus it once it is.
  // Only a move of the keyboard's row: a live change of the list keeps the focus where it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: tasks and virtualizer are read at that moment
  useEffect(() => {
    if (!active?.focus) return;
    const index = tasks.findIndex((task) => task.id === active.id);
    if (index < 0) return;
    virtualizer.scrollToIndex(index, { align: 'auto' });
    let frame = 0;
    let tries = 0;
    const focus = () => {
      const row = listRef.current?.querySelector<HTMLElement>(`[data-task-id="${active.id}"]`);
      if (row) row.focus({ preventScroll: true });
      else if (++tries < 30) frame = requestAnimationFrame(focus);
    };
    frame = requestAnimationFrame(focus);
    return () => cancelAnimationFrame(frame);
  }, [active]);

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
            onFocus={onActivate && (() => onActivate(task.id))}
          >
            {density === 'compact' ? (
              <CompactTaskCard
                task={task}
                today={today}
                onEdit={onEdit}
                onHistory={onHistory}
                active={active?.id === task.id}
                selected={selected?.has(task.id) ?? false}
              />
            ) : (
              <TaskCard
                task={task}
                today={today}
                onEdit={onEdit}
                onHistory={onHistory}
                active={active?.id === task.id}
                selected={selected?.has(task.id) ?? false}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
