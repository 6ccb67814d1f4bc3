import { useLiveTasks } from '@tm/api-client/live-tasks';
import type { TaskStatus } from '@tm/domain/task/task.schema';
import { useTranslation } from 'react-i18next';
import styles from './header.module.css';

const STATUSES: TaskStatus[] = ['todo', 'doing', 'done'];

/** To do / in progress / done counts of the task list, kept live by task events. */
export function TaskCounts() {
  const { t } = useTranslation('shell');
  // The same cached list as the board, patched by events rather than refetched on each one.
  const tasks = useLiveTasks();
  if (!tasks.data) return null;
  const counts = Object.fromEntries(
    STATUSES.map((s) => [s, tasks.data.filter((x) => x.status === s).length]),
  );
  return (
    <ul className={styles.counts} aria-label={t('header.taskCounts')}>
      {STATUSES.map((s) => (
        <li key={s} className={`${styles.count} ${styles[`count_${s}`]}`} data-testid={`count-${s}`}>
          <span className={styles.countValue}>{counts[s]}</span>
          <span className={styles.countLabel}>{t(`status.${s}`, { ns: 'common' })}</span>
        </li>
      ))}
    </ul>
  );
}
