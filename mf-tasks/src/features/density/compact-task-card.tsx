import { isOverdue } from '@tm/domain/task/overdue';
import type { ListedTask } from '@tm/domain/task/task-card';
import { formatShortDate } from '@tm/i18n/dates';
import { Avatar } from '@tm/ui/avatar';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectCheckbox } from '../bulk/select-checkbox.tsx';
import { CardChips } from '../task-card/card-chips.tsx';
import { TaskCardActions } from '../task-card/task-card-actions.tsx';
import { TaskTitleLink } from '../task-detail/task-title-link.tsx';
import styles from './compact-task-card.module.css';

export interface CompactTaskCardProps {
  task: ListedTask;
  today: string;
  onEdit: (task: ListedTask) => void;
  onHistory: (task: ListedTask) => void;
  /** The keyboard's current row (j/k). */
  active?: boolean;
  /** In the selection (x, the bulk actions' checkboxes). */
  selected?: boolean;
}

/**
 * One task on one line (two on a narrow screen): title, badges, assignee, due date,
 * progress, actions. The description, attachments and comments are in the task's
 * own view and in the comfortable density.
 */
export const CompactTaskCard = memo(function CompactTaskCard({
  task,
  today,
  onEdit,
  onHistory,
  active = false,
  selected = false,
}: CompactTaskCardProps) {
  const { t } = useTranslation(['tasks', 'common']);
  const titleId = useId();
  const overdue = isOverdue(task, today);
  const classes = [
    styles.row,
    overdue && styles.overdue,
    task.status === 'done' && styles.done,
    active && styles.active,
    selected && styles.selected,
  ];
  return (
    <article
      className={classes.filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-testid="task-card"
      data-task-id={task.id}
      data-active={active || undefined}
      data-selected={selected || undefined}
      tabIndex={-1}
    >
      <div className={styles.main}>
        <SelectCheckbox taskId={task.id} title={task.title} selected={selected} />
        <h3 id={titleId} className={styles.title} title={task.title}>
          {/* Opens the task's own view (/app/tasks/{id}). */}
          <TaskTitleLink id={task.id} title={task.title} />
        </h3>
        <CardChips task={task} overdue={overdue} className={styles.badges} />
      </div>
      <div className={styles.meta}>
        <span className={styles.assignee}>
          <span className="tm-visually-hidden">{t('card.assignee')}: </span>
          {task.assignee ? (
            <>
              <Avatar emoji={task.assignee.avatar} size="sm" /> {task.assignee.name}
            </>
          ) : (
            <span className={styles.muted}>{t('common:user.unassigned')}</span>
          )}
        </span>
        <span className={overdue ? styles.late : styles.muted}>
          <span className="tm-visually-hidden">{t('card.dueDate')}: </span>
          {task.dueDate ? (
            <time dateTime={task.dueDate}>{formatShortDate(task.dueDate)}</time>
          ) : (
            t('common:dates.noDueDate')
          )}
        </span>
        {selected && <span className="tm-visually-hidden">{t('keyboard.selected')}</span>}
      </div>
      <TaskCardActions task={task} onEdit={onEdit} onHistory={onHistory} />
    </article>
  );
});
