import { useLiveTaskCounts } from '@tm/api-client/live-task-counts';
import type { TaskStatus } from '@tm/domain/task/task.schema';
import { useTranslation } from 'react-i18next';
import styles from './header.module.css';

const STATUSES: TaskStatus[] = ['todo', 'doing', 'done'];

/** To do / in progress / done counts, from the server's counts (never the whole task list), kept live by task events. */
export function TaskCounts() {
  const { t } = useTranslation('shell');
  const counts = useLiveTaskCounts();
  if (!counts.data) return null;
  return (
    <ul className={styles.counts} aria-label={t('header.taskCounts')}>
      {STATUSES.map((s) => (
        <li key={s} className={`${styles.count} ${styles[`count_${s}`]}`} data-testid={`count-${s}`}>
          <span className={styles.countValue}>{counts.data[s]}</span>
          <span className={styles.countLabel}>{t(`status.${s}`, { ns: 'common' })}</span>
        </li>
      ))}
    </ul>
  );
}
