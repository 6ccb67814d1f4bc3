import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import { useSocketEvent } from '@tm/api-client/use-socket-event';
import type { TaskStatus } from '@tm/domain/task/task.schema';
import { useTranslation } from 'react-i18next';
import styles from './header.module.css';

const STATUSES: TaskStatus[] = ['todo', 'doing', 'done'];

/** To do / in progress / done counts of the task list, kept live by task events. */
export function TaskCounts() {
  const { t } = useTranslation('shell');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const tasks = useQuery(trpc.tasks.list.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.tasks.list.queryKey() });
  useSocketEvent('task:created', refresh);
  useSocketEvent('task:updated', refresh);
  useSocketEvent('task:deleted', refresh);
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
