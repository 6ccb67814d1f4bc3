import { errorCodeOf } from '@tm/api-client/api-error';
import { getApiBaseUrl } from '@tm/api-client/runtime-config';
import type { AnalyticsOverview } from '@tm/domain/analytics/analytics.schema';
import type { AnalyticsTrends } from '@tm/domain/analytics/analytics-trends.schema';
import { formatShortDate } from '@tm/i18n/dates';
import { EmptyState } from '@tm/ui/empty-state';
import { ErrorState } from '@tm/ui/error-state';
import { LoadingState } from '@tm/ui/spinner';
import { UrgencyLegend } from '@tm/ui/urgency-legend';
import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './analytics.module.css';
import { AnalyticsCards } from './analytics-cards.tsx';
import { BreakdownChart } from './breakdown-chart.tsx';
import { PeriodSelect } from './period-select.tsx';
import { TrendCharts } from './trend-chart.tsx';
import { useAnalyticsData } from './use-analytics-data.ts';
import { useAnalyticsPeriod } from './use-analytics-period.ts';
import { UserTable } from './user-table.tsx';

/**
 * Analytics & reports over the tasks created in the chosen period (7, 30, 90 or 365 days):
 * the figures, their course over time, per label and per user; live, and exported as CSV.
 */
export function AnalyticsPage() {
  const { t } = useTranslation(['analytics', 'errors']);
  const [days, setDays] = useAnalyticsPeriod();
  const { overview: query, trends, projectIds } = useAnalyticsData(days);
  const code = errorCodeOf(query.error);
  // The file holds what the screen shows: the period and the project scope (issue 31).
  const exported = new URLSearchParams({ days: String(days), format: 'csv' });
  for (const id of projectIds ?? []) exported.append('projectId', id);

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
        <div className={styles.headerSide}>
          <a
            className="tm-button tm-button--secondary tm-button--sm"
            href={`${getApiBaseUrl()}/api/analytics/export?${exported.toString()}`}
            download
            data-testid="analytics-export"
          >
            <Download size={16} aria-hidden="true" />
            {t('export')}
          </a>
          <PeriodSelect days={days} onChange={setDays} />
        </div>
      </header>
      {/* A failed live refetch keeps the figures shown; an error replaces only a first load. */}
      {query.data ? (
        <Report data={query.data} trends={trends.data} stale={query.isPlaceholderData} />
      ) : query.isError ? (
        <ErrorState
          description={code ? t(`errors:${code}`) : undefined}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <LoadingState />
      )}
      <UrgencyLegend terms={['overdue']} className={styles.legend} />
    </div>
  );
}

function Report({
  data,
  trends,
  stale,
}: {
  data: AnalyticsOverview;
  trends: AnalyticsTrends | undefined;
  stale: boolean;
}) {
  const { t } = useTranslation(['analytics', 'common']);
  if (data.total === 0 && !stale && !trends?.series.some((p) => p.completed > 0 || p.overdue > 0)) {
    return <EmptyState title={t('empty')} />;
  }
  return (
    <div className={stale ? styles.stale : styles.report} aria-busy={stale}>
      <AnalyticsCards data={data} cycle={trends?.cycleTime} />
      {trends && <TrendCharts trends={trends} />}
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
        {trends && trends.byLabel.length > 0 && (
          <BreakdownChart
            id="by-label"
            title={t('breakdown.byLabel')}
            items={trends.byLabel.map((row) => ({
              key: row.label.id,
              label: row.label.name,
              value: row.total,
              tone: 'primaryBar',
              color: row.label.color,
            }))}
          />
        )}
      </div>
      <UserTable data={data} />
    </div>
  );
}
