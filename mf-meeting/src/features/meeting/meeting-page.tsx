import { errorCodeOf } from '@tm/api-client/api-error';
import { todayIn } from '@tm/domain/task/date-only';
import { Clock, useNow } from '@tm/ui/clock';
import { ErrorState } from '@tm/ui/error-state';
import { LoadingState } from '@tm/ui/spinner';
import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CriticalTaskRow } from './critical-task-row.tsx';
import styles from './meeting.module.css';
import { MeetingCounters } from './meeting-counters.tsx';
import { useMeetingOverview } from './use-meeting-overview.ts';

/** Meeting mode: a dark, high-contrast screen for the room, live as tasks change. */
export function MeetingPage() {
  const { t } = useTranslation(['meeting', 'errors']);
  const overview = useMeetingOverview();
  const now = useNow(60_000);
  const today = todayIn(undefined, now);
  const code = errorCodeOf(overview.error);

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <Clock className={styles.clock} />
      </header>
      {overview.isPending ? (
        <LoadingState />
      ) : overview.isError ? (
        <ErrorState
          description={code ? t(`errors:${code}`) : undefined}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <>
          <MeetingCounters counts={overview.data.counts} />
          <section className={styles.panel} aria-labelledby="meeting-critical-title">
            <h2 id="meeting-critical-title" className={styles.panelTitle}>
              {t('list.title')}
            </h2>
            {overview.data.critical.length === 0 ? (
              <div className={styles.empty}>
                <PartyPopper aria-hidden="true" />
                <p className={styles.emptyTitle}>{t('empty.title')}</p>
                <p className={styles.emptyText}>{t('empty.subtitle')}</p>
              </div>
            ) : (
              <ol className={styles.list}>
                {overview.data.critical.map((task) => (
                  <CriticalTaskRow key={task.id} task={task} today={today} now={now} />
                ))}
              </ol>
            )}
            {overview.data.counts.critical > overview.data.critical.length && (
              <p className={styles.more}>
                {t('list.more', { count: overview.data.counts.critical - overview.data.critical.length })}
              </p>
            )}
          </section>
        </>
      )}
    </div>
  );
}
