import { isOverdue } from '@tm/domain/task/overdue';
import type { PublicTask } from '@tm/domain/task/task.schema';
import { formatLongDate, formatRelativeDue } from '@tm/i18n/dates';
import { currentLanguage } from '@tm/i18n/i18n';
import { Avatar } from '@tm/ui/avatar';
import { PriorityBadge, StatusBadge } from '@tm/ui/badge';
import { Button } from '@tm/ui/button';
import { CalendarClock, Hand } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './active-tasks.module.css';

export interface ActiveTaskRowProps {
  task: PublicTask;
  today: string;
  now: Date;
  /** null on a wall screen: nothing to click, an unassigned task says so. */
  onClaim: ((id: string) => void) | null;
  claiming: boolean;
  signedIn: boolean;
  /** A translated reason the last claim of this task failed. */
  claimError: string | null;
}

export function ActiveTaskRow({
  task,
  today,
  now,
  onClaim,
  claiming,
  signedIn,
  claimError,
}: ActiveTaskRowProps) {
  const { t } = useTranslation('dashboard');
  const lang = currentLanguage();
  const overdue = isOverdue(task, today);
  const showPriority = task.priority === 'high' || task.priority === 'urgent';
  return (
    <li className={styles.row} data-testid="active-task" data-overdue={overdue}>
      <div className={styles.main}>
        <p className={styles.title}>{task.title}</p>
        <div className={styles.badges}>
          <StatusBadge status={task.status} />
          {showPriority && <PriorityBadge priority={task.priority} />}
        </div>
      </div>
      <div className={styles.side}>
        {task.assignee ? (
          <span className={styles.assignee}>
            <Avatar emoji={task.assignee.avatar} size="sm" />
            <span>{task.assignee.name}</span>
          </span>
        ) : task.status !== 'done' && onClaim === null ? (
          <span className={styles.unassigned}>{t('active.unassigned')}</span>
        ) : task.status !== 'done' && onClaim ? (
          <Button
            size="sm"
            variant="primary"
            icon={<Hand size={14} aria-hidden="true" />}
            onClick={() => onClaim(task.id)}
            disabled={claiming}
            title={
              signedIn
                ? t('active.claimTitle', { title: task.title })
                : t('active.claimSignIn', { title: task.title })
            }
          >
            {t('active.claim')}
          </Button>
        ) : null}
        {task.dueDate ? (
          <span
            className={overdue ? styles.dueOverdue : styles.due}
            title={formatLongDate(task.dueDate, lang)}
          >
            <CalendarClock size={14} aria-hidden="true" />
            {overdue && <span className="tm-visually-hidden">{t('stats.overdue')}: </span>}
            {formatRelativeDue(task.dueDate, lang, now)}
          </span>
        ) : (
          <span className={styles.due}>{t('due.none')}</span>
        )}
        {claimError && (
          <span className={styles.claimError} role="alert">
            {claimError}
          </span>
        )}
      </div>
    </li>
  );
}
