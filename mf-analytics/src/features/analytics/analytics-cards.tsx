import type { AnalyticsOverview } from '@tm/domain/analytics/analytics.schema';
import { StatCard, StatCardGrid } from '@tm/ui/stat-card';
import { AlertTriangle, Clock3, ListChecks, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Completion rate (one decimal), mean hours to completion, overdue and total for the period. */
export function AnalyticsCards({ data }: { data: AnalyticsOverview }) {
  const { t, i18n } = useTranslation('analytics');
  const fmt = (v: number) => v.toLocaleString(i18n.language, { maximumFractionDigits: 1 });
  const hours =
    data.averageCompletionHours === null
      ? t('cards.none')
      : t('cards.hours', { value: fmt(data.averageCompletionHours) });
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
