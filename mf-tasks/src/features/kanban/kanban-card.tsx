import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { isOverdue } from '@tm/domain/task/overdue';
import type { ListedTask } from '@tm/domain/task/task-card';
import { formatShortDate } from '@tm/i18n/dates';
import { Avatar } from '@tm/ui/avatar';
import { OverdueBadge, PriorityBadge } from '@tm/ui/badge';
import { GripVertical } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectCheckbox } from '../bulk/select-checkbox.tsx';
import { ChecklistProgress } from '../checklist/checklist-progress.tsx';
import { LabelChips } from '../labels/label-chips.tsx';
import { TaskRefChip } from '../projects/task-ref-chip.tsx';
import { TaskTitleLink } from '../task-detail/task-title-link.tsx';
import './kanban-i18n.ts';
import styles from './kanban.module.css';

/**
 * What a board card shows: title (the link to the task's view), labels, its reference
 * where the board mixes projects, priority, due date, checklist progress (the list's
 * own ChecklistProgress), assignee.
 */
export const KanbanCardBody = memo(function KanbanCardBody({
  task,
  today,
}: {
  task: ListedTask;
  today: string;
}) {
  const { t } = useTranslation(['kanban', 'tasks']);
  const overdue = isOverdue(task, today);
  return (
    <div className={styles.cardBody}>
      <TaskTitleLink id={task.id} title={task.title} className={styles.cardTitle} />
      <LabelChips labels={task.labels} />
      <div className={styles.cardMeta}>
        <TaskRefChip task={task} />
        <PriorityBadge priority={task.priority} />
        {overdue && <OverdueBadge />}
        {task.dueDate && (
          <span className={overdue ? styles.late : styles.muted}>
            <span className="tm-visually-hidden">{t('tasks:card.dueDate')}: </span>
            {formatShortDate(task.dueDate)}
          </span>
        )}
        <ChecklistProgress done={task.checklistDone} total={task.checklistTotal} />
        <span className={styles.assignee}>
          <span className="tm-visually-hidden">{t('tasks:card.assignee')}: </span>
          {task.assignee ? (
            <>
              <Avatar emoji={task.assignee.avatar} size="sm" /> {task.assignee.name}
            </>
          ) : (
            <span className={styles.muted}>{t('card.unassigned')}</span>
          )}
        </span>
      </div>
    </div>
  );
});

/**
 * A card on the board. The grip is the drag handle, for the pointer and the
 * keyboard alike (space picks up, arrows move, space drops: dnd-kit's keyboard
 * sensor); the title stays a plain link and the selection box (bulk actions, as
 * on the list) sits beside the grip, so no control is nested in another.
 */
export function KanbanCard({
  task,
  today,
  selected,
}: {
  task: ListedTask;
  today: string;
  selected: boolean;
}) {
  const { t } = useTranslation('kanban');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: task.id, data: { status: task.status } });
  return (
    <article
      ref={setNodeRef}
      className={`${styles.card} ${isDragging ? styles.dragging : ''} ${selected ? styles.selected : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="kanban-card"
      data-task-id={task.id}
      data-selected={selected || undefined}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={t('card.dragHandle', { title: task.title })}
      >
        <GripVertical size={16} aria-hidden="true" />
      </button>
      <span className={styles.select}>
        <SelectCheckbox taskId={task.id} title={task.title} selected={selected} />
      </span>
      <KanbanCardBody task={task} today={today} />
    </article>
  );
}
