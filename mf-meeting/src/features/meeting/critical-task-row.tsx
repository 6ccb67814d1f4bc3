import type { MeetingTask } from '@tm/domain/meeting/meeting.schema';
import { isOverdue } from '@tm/domain/task/overdue';
import { formatLongDate, formatRelativeDue } from '@tm/i18n/dates';
import { currentLanguage } from '@tm/i18n/i18n';
import { Avatar } from '@tm/ui/avatar';
import { PriorityBadge, StatusBadge } from '@tm/ui/badge';
import { AlertTriangle, CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './meeting.module.css';

/** One critical task: overdue rows are highlighted and start with "En retard". */
export function CriticalTaskRow({ task, today, now }: { task: MeetingTask; today: string; now: Date }) {
  const { t } = useTranslation('meeting');
  const lang = currentLanguage();
  const overdue = isOverdue(task, today);
  return (
    <li
      className={overdue ? styles.rowOverdue : styles.row}
      data-testid="critical-task"
      data-overdue={overdue}
    >
      <div className={styles.rowMain}>
        <p className={styles.rowTitle}>
          {overdue && (
            <span className={styles.overdueTag}>
              <AlertTriangle aria-hidden="true" />
              {t('list.overdue')}
            </span>
          )}
          {task.title}
        </p>
        <div className={styles.rowBadges}>
          <PriorityBadge priority={task.priority} />
          {/* Meeting mode shows "In progress" for doing and "To do" for everything else. */}
          <StatusBadge status={task.status === 'doing' ? 'doing' : 'todo'} />
        </div>
      </div>
      <div className={styles.rowSide}>
        <span className={styles.assignee}>
          <Avatar emoji={task.assignee?.avatar} size="md" />
          {task.assignee ? task.assignee.name : <span className={styles.muted}>{t('unassigned')}</span>}
        </span>
        <span className={overdue ? styles.dueLate : styles.due}>
          <CalendarClock aria-hidden="true" />
          {task.dueDate ? (
            <span title={formatLongDate(task.dueDate, lang)}>
              {formatRelativeDue(task.dueDate, lang, now)}
            </span>
          ) : (
            t('noDueDate')
          )}
        </span>
      </div>
    </li>
  );
}
