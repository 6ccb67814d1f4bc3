import type { AnalyticsOverview } from '@tm/domain/analytics/analytics.schema';
import type { AnalyticsTrends } from '@tm/domain/analytics/analytics-trends.schema';
import { StatCard, StatCardGrid } from '@tm/ui/stat-card';
import { AlertTriangle, Clock3, Gauge, ListChecks, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from './format-duration.ts';

/**
 * Completion rate (one decimal), time to completion (mean, median and 85th percentile, in
 * minutes, hours or days as fits: never "0 h"), overdue and total for the period.
 */
export function AnalyticsCards({
  data,
  cycle,
}: {
  data: AnalyticsOverview;
  cycle: AnalyticsTrends['cycleTime'] | undefined;
}) {
  const { t, i18n } = useTranslation('analytics');
  const fmt = (v: number) => v.toLocaleString(i18n.language, { maximumFractionDigits: 1 });
  const duration = (seconds: number | null | undefined) =>
    seconds === null || seconds === undefined ? t('cards.none') : formatDuration(seconds, i18n.language);
  // The trends carry seconds; until they arrive, the overview's hours.
  const average = cycle
    ? cycle.averageSeconds
    : data.averageCompletionHours === null
      ? null
      : data.averageCompletionHours * 3600;
  const hours = duration(average);
  return (
    <StatCardGrid>
      <StatCard
        data-testid="analytics-rate"
        label={t('cards.completionRate')}
        value={(data.completionRate / 100).toLocaleString(i18n.language, {
          style: 'percent',
          // SPEC 9: the completion rate always shows one decimal (50.0 %).
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        })}
        icon={<TrendingUp />}
        tone="success"
      />
      <StatCard
        data-testid="analytics-time"
        label={t('cards.averageTime')}
        value={hours}
        hint={t('cards.averageTimeHint')}
        icon={<Clock3 />}
        tone="info"
      />
      <StatCard
        data-testid="analytics-cycle"
        label={t('cards.cycleTime')}
        value={`${duration(cycle?.medianSeconds)} · ${duration(cycle?.p85Seconds)}`}
        hint={t('cards.cycleTimeHint')}
        icon={<Gauge />}
        tone="info"
      />
      <StatCard
        data-testid="analytics-overdue"
        label={t('cards.overdue')}
        value={fmt(data.overdue)}
        icon={<AlertTriangle />}
        tone="danger"
      />
      <StatCard
        data-testid="analytics-total"
        label={t('cards.total')}
        value={fmt(data.total)}
        icon={<ListChecks />}
        tone="primary"
      />
    </StatCardGrid>
  );
}
