import { errorCodeOf } from '@tm/api-client/api-error';
import type { PublicTask } from '@tm/domain/task/task.schema';
import { Button } from '@tm/ui/button';
import { EmptyState } from '@tm/ui/empty-state';
import { PagerStatus, usePager, WALL_PAGE_SIZE } from '@tm/ui/pager';
import { CheckCircle2, ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ActiveTaskRow } from './active-task-row.tsx';
import styles from './active-tasks.module.css';
import { useClaimTask } from './use-claim-task.ts';

export interface ActiveTaskListProps {
  /** Every active task, in the order the pages show them. */
  tasks: PublicTask[];
  today: string;
  now: Date;
  /** Wall screen: pages turn by themselves, nothing to click. */
  kiosk: boolean;
  pageMs: number;
  /** The project whose dashboard this is (null: the instance's): where a visitor's claim returns. */
  projectKey: string | null;
}

/**
 * Every active task, ten per page (issue 24: nothing falls off). Outside kiosk mode the
 * first page is SPEC's ten most recent and the reader turns pages; in kiosk mode they turn
 * every `pageMs`, and a live update keeps the page shown.
 */
export function ActiveTaskList({ tasks, today, now, kiosk, pageMs, projectKey }: ActiveTaskListProps) {
  const { t } = useTranslation(['dashboard', 'errors', 'common']);
  const { claim, mutation, signedIn } = useClaimTask(projectKey);
  const pager = usePager(tasks.length, kiosk, WALL_PAGE_SIZE, pageMs);
  const failedId = mutation.isError ? mutation.variables?.id : undefined;
  const code = errorCodeOf(mutation.error);
  const claimError =
    code === 'TASK_ALREADY_ASSIGNED'
      ? t('active.alreadyTaken')
      : code
        ? t(`errors:${code}`)
        : t('common:state.error');

  return (
    <section className={kiosk ? styles.kioskPanel : styles.panel} aria-labelledby="dashboard-active-title">
      <div className={styles.headingRow}>
        <h2 id="dashboard-active-title" className={styles.heading}>
          {t('active.title', { count: tasks.length })}
        </h2>
        <PagerStatus pager={pager} intervalMs={kiosk ? pageMs : 0} className={styles.pager} />
        {!kiosk && pager.pages > 1 && (
          <span className={styles.pageButtons}>
            <Button
              size="sm"
              variant="ghost"
              iconOnly
              aria-label={t('active.previousPage')}
              onClick={() => pager.go(-1)}
              icon={<ChevronLeft size={16} aria-hidden="true" />}
            />
            <Button
              size="sm"
              variant="ghost"
              iconOnly
              aria-label={t('active.nextPage')}
              onClick={() => pager.go(1)}
              icon={<ChevronRight size={16} aria-hidden="true" />}
            />
          </span>
        )}
      </div>
      {tasks.length === 0 ? (
        <EmptyState title={t('active.empty')} icon={<CheckCircle2 size={28} />} />
      ) : (
        <ul className={styles.list}>
          {tasks.slice(pager.start, pager.end).map((task) => (
            <ActiveTaskRow
              key={task.id}
              task={task}
              today={today}
              now={now}
              onClaim={kiosk ? null : claim}
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
