import { errorCodeOf } from '@tm/api-client/api-error';
import type { PublicTask } from '@tm/domain/task/task.schema';
import { EmptyState } from '@tm/ui/empty-state';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ActiveTaskRow } from './active-task-row.tsx';
import styles from './active-tasks.module.css';
import { useClaimTask } from './use-claim-task.ts';

export interface ActiveTaskListProps {
  tasks: PublicTask[];
  /** Every active task, of which `tasks` are the most recent. */
  activeCount: number;
  today: string;
  now: Date;
}

export function ActiveTaskList({ tasks, activeCount, today, now }: ActiveTaskListProps) {
  const { t } = useTranslation(['dashboard', 'errors', 'common']);
  const { claim, mutation, signedIn } = useClaimTask();
  const failedId = mutation.isError ? mutation.variables?.id : undefined;
  const code = errorCodeOf(mutation.error);
  const claimError =
    code === 'TASK_ALREADY_ASSIGNED'
      ? t('active.alreadyTaken')
      : code
        ? t(`errors:${code}`)
        : t('common:state.error');

  return (
    <section className={styles.panel} aria-labelledby="dashboard-active-title">
      <h2 id="dashboard-active-title" className={styles.heading}>
        {t('active.title', { count: activeCount })}
      </h2>
      {tasks.length === 0 ? (
        <EmptyState title={t('active.empty')} icon={<CheckCircle2 size={28} />} />
      ) : (
        <ul className={styles.list}>
          {tasks.map((task) => (
            <ActiveTaskRow
              key={task.id}
              task={task}
              today={today}
              now={now}
              onClaim={claim}
              claiming={mutation.isPending && mutation.variables?.id === task.id}
              signedIn={signedIn}
              claimError={failedId === task.id ? claimError : null}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
