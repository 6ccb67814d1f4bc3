import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { errorCodeOf } from '@tm/api-client/api-error';
import { useTRPC } from '@tm/api-client/trpc';
import type { AnalyticsOverview } from '@tm/domain/analytics/analytics.schema';
import { formatShortDate } from '@tm/i18n/dates';
import { EmptyState } from '@tm/ui/empty-state';
import { ErrorState } from '@tm/ui/error-state';
import { LoadingState } from '@tm/ui/spinner';
import { useTranslation } from 'react-i18next';
import styles from './analytics.module.css';
import { AnalyticsCards } from './analytics-cards.tsx';
import { BreakdownChart } from './breakdown-chart.tsx';
import { PeriodSelect } from './period-select.tsx';
import { useAnalyticsPeriod } from './use-analytics-period.ts';
import { UserTable } from './user-table.tsx';

/** Analytics & reports over the tasks created in the chosen period (7, 30, 90 or 365 days). */
export function AnalyticsPage() {
  const { t } = useTranslation(['analytics', 'errors']);
  const [days, setDays] = useAnalyticsPeriod();
  const trpc = useTRPC();
  // The previous period stays on screen while the next one loads, so nothing jumps.
  const query = useQuery({
    ...trpc.analytics.overview.queryOptions({ days }),
    placeholderData: keepPreviousData,
  });
  const code = errorCodeOf(query.error);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('title')}</h1>
          {query.data && (
            <p className={styles.subtitle} data-testid="analytics-period">
              {t('period.shown', {
                count: query.data.days,
                from: formatShortDate(query.data.since),
                to: formatShortDate(query.data.until),
              })}
            </p>
          )}
        </div>
        <PeriodSelect days={days} onChange={setDays} />
      </header>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError ? (
        <ErrorState
          description={code ? t(`errors:${code}`) : undefined}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Report data={query.data} stale={query.isPlaceholderData} />
      )}
    </div>
  );
}

function Report({ data, stale }: { data: AnalyticsOverview; stale: boolean }) {
  const { t } = useTranslation(['analytics', 'common']);
  if (data.total === 0 && !stale) return <EmptyState title={t('empty')} />;
  return (
    <div className={stale ? styles.stale : styles.report} aria-busy={stale}>
      <AnalyticsCards data={data} />
      <div className={styles.charts}>
        <BreakdownChart
          id="by-status"
          title={t('breakdown.byStatus')}
          items={[
            { key: 'todo', label: t('common:status.todo'), value: data.byStatus.todo, tone: 'neutralBar' },
            { key: 'doing', label: t('common:status.doing'), value: data.byStatus.doing, tone: 'infoBar' },
          ]}
        />
        <BreakdownChart
          id="by-priority"
          title={t('breakdown.byPriority')}
          items={[
            {
              key: 'urgent',
              label: t('common:priority.urgent'),
              value: data.byPriority.urgent,
              tone: 'dangerBar',
            },
            {
              key: 'high',
              label: t('common:priority.high'),
              value: data.byPriority.high,
              tone: 'warningBar',
            },
            {
              key: 'medium',
              label: t('common:priority.medium'),
              value: data.byPriority.medium,
              tone: 'primaryBar',
            },
            { key: 'low', label: t('common:priority.low'), value: data.byPriority.low, tone: 'neutralBar' },
          ]}
        />
      </div>
      <UserTable data={data} />
    </div>
  );
}
