import { useSession } from '@tm/api-client/session';
import { isOverdue } from '@tm/domain/task/overdue';
import type { ListedTask } from '@tm/domain/task/task-card';
import { formatRelativeDue, formatShortDate } from '@tm/i18n/dates';
import { Avatar } from '@tm/ui/avatar';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import AttachmentsPanel from '../attachments/attachments-panel.tsx';
import { SelectCheckbox } from '../bulk/select-checkbox.tsx';
import { Clamped } from '../description/clamped.tsx';
import { LazyMarkdownView } from '../description/lazy-markdown-view.tsx';
import { TaskTitleLink } from '../task-detail/task-title-link.tsx';
import { CardChips } from './card-chips.tsx';
import { PublicVisibility } from './public-visibility.tsx';
import styles from './task-card.module.css';
import { TaskCardActions } from './task-card-actions.tsx';

export interface TaskCardProps {
  task: ListedTask;
  /** The viewer's date, `YYYY-MM-DD`, for the overdue rule. */
  today: string;
  onEdit: (task: ListedTask) => void;
  onHistory: (task: ListedTask) => void;
  /** The keyboard's current task (j/k). */
  active?: boolean;
  /** In the selection (x, bulk actions). */
  selected?: boolean;
}

/** One task: badges, status, actions, its description (a few lines, more on demand), details, the owner's public block and attachments (SPEC 2); comments are in its own view. */
export const TaskCard = memo(function TaskCard({
  task,
  today,
  onEdit,
  onHistory,
  active = false,
  selected = false,
}: TaskCardProps) {
  const { t } = useTranslation(['tasks', 'common']);
  const { user } = useSession();
  const titleId = useId();
  const overdue = isOverdue(task, today);

  return (
    <article
      className={`${styles.card} ${overdue ? styles.overdue : ''} ${task.status === 'done' ? styles.done : ''} ${active ? styles.active : ''} ${selected ? styles.selected : ''}`}
      aria-labelledby={titleId}
      data-testid="task-card"
      data-task-id={task.id}
      data-active={active || undefined}
      data-selected={selected || undefined}
      tabIndex={-1}
    >
      <header className={styles.header}>
        <SelectCheckbox taskId={task.id} title={task.title} selected={selected} />
        <div className={styles.heading}>
          <h3 id={titleId} className={styles.title}>
            {/* Opens the task's own view (/app/tasks/{id}). */}
            <TaskTitleLink id={task.id} title={task.title} />
          </h3>
          <CardChips task={task} overdue={overdue} className={styles.badges} />
        </div>
        <TaskCardActions task={task} onEdit={onEdit} onHistory={onHistory} />
      </header>
      {task.description && (
        <Clamped lines={6}>
          <LazyMarkdownView text={task.description} />
        </Clamped>
      )}

      <dl className={styles.details}>
        <div>
          <dt>{t('card.assignee')}</dt>
          <dd>
            {task.assignee ? (
              <>
                <Avatar emoji={task.assignee.avatar} size="sm" /> {task.assignee.name}
              </>
            ) : (
              <span className={styles.muted}>{t('common:user.unassigned')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('card.dueDate')}</dt>
          <dd className={overdue ? styles.late : undefined}>
            {task.dueDate ? (
              <time dateTime={task.dueDate} title={formatShortDate(task.dueDate)}>
                {formatShortDate(task.dueDate)} · {formatRelativeDue(task.dueDate)}
              </time>
            ) : (
              <span className={styles.muted}>{t('common:dates.noDueDate')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('card.owner')}</dt>
          <dd>
            <Avatar emoji={task.owner.avatar} size="sm" /> {task.owner.name}
          </dd>
        </div>
      </dl>
      {task.approvalComment && <p className={styles.approvalComment}>{task.approvalComment}</p>}
      {selected && <span className="tm-visually-hidden">{t('keyboard.selected')}</span>}

      {user?.id === task.ownerId && <PublicVisibility task={task} />}
      <AttachmentsPanel taskId={task.id} />
      {/* The comment box is in the task's own view only (issue 19: density). */}
    </article>
  );
});
