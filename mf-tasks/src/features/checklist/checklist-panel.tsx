import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { errorMessage } from '@tm/api-client/error-message';
import { positionForIndex } from '@tm/domain/task/checklist-order';
import type { Task } from '@tm/domain/task/task.schema';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ChecklistAddForm } from './checklist-add-form.tsx';
import { checklistAnnouncements } from './checklist-announcements.ts';
import { ChecklistProgress } from './checklist-progress.tsx';
import { ChecklistRow } from './checklist-row.tsx';
import './checklist-i18n.ts';
import styles from './checklist.module.css';
import { useChecklist } from './use-checklist.ts';

/**
 * A task's checklist (issue 19): add, tick, edit, delete, and reorder by dragging the
 * handle with a pointer or with the keyboard (space, arrows, space), each move read
 * out in the page's language. Mounted by the task's own view.
 */
export function ChecklistPanel({ task, headingClassName }: { task: Task; headingClassName?: string }) {
  const { t } = useTranslation('checklist');
  const headingId = useId();
  const justPicked = useRef<unknown>(null);
  const checklist = useChecklist(task);
  const items = task.checklist;
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const from = items.findIndex((i) => i.id === active.id);
    const to = items.findIndex((i) => i.id === over.id);
    const position = positionForIndex(items, from, to);
    if (position !== null) checklist.move(String(active.id), position);
  };

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="checklist-panel">
      <h3 id={headingId} className={`${headingClassName ?? ''} ${styles.heading}`}>
        {t('title')} <ChecklistProgress done={items.filter((i) => i.done).length} total={items.length} />
      </h3>
      {items.length === 0 ? (
        <p className={styles.muted}>{t('empty')}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={checklistAnnouncements(items, t, justPicked)}
        >
          <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
            <ul className={styles.list} aria-label={t('list')}>
              {items.map((item) => (
                <ChecklistRow
                  key={item.id}
                  item={item}
                  onToggle={(done) => checklist.toggle(item.id, done)}
                  onRename={(text) => checklist.rename(item.id, text)}
                  onDelete={() => checklist.remove(item.id)}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      <ChecklistAddForm onAdd={checklist.add} pending={checklist.adding} />
      {checklist.failure !== null && (
        <p className={styles.error} role="alert">
          {errorMessage(checklist.failure, t('failed'))}
        </p>
      )}
    </section>
  );
}
