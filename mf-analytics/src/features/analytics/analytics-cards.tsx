import type { AnalyticsOverview } from '@tm/domain/analytics/analytics.schema';
import { AlertTriangle, Clock3, ListChecks, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './analytics.module.css';

function Card({
  label,
  value,
  hint,
  icon,
  tone,
  id,
}: {
  label: string;
  value: string;
  hint?: string;
  icon: ReactNode;
  tone: string;
  id: string;
}) {
  return (
    <div className={styles.card} data-testid={`analytics-${id}`}>
      <span className={`${styles.cardIcon} ${styles[tone]}`} aria-hidden="true">
        {icon}
      </span>
      <div>
        <p className={styles.cardLabel}>{label}</p>
        <p className={styles.cardValue}>{value}</p>
        {hint && <p className={styles.cardHint}>{hint}</p>}
      </div>
    </div>
  );
}

/** Completion rate (one decimal), mean hours to completion, overdue and total for the period. */
export function AnalyticsCards({ data }: { data: AnalyticsOverview }) {
  const { t, i18n } = useTranslation('analytics');
  const fmt = (v: number) => v.toLocaleString(i18n.language, { maximumFractionDigits: 1 });
  const hours =
    data.averageCompletionHours === null
      ? t('cards.none')
      : t('cards.hours', { value: fmt(data.averageCompletionHours) });
  return (
    <div className={styles.cards}>
      <Card
        id="rate"
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
      <Card
        id="time"
        label={t('cards.averageTime')}
        value={hours}
        hint={t('cards.averageTimeHint')}
        icon={<Clock3 />}
        tone="info"
      />
      <Card
        id="overdue"
        label={t('cards.overdue')}
        value={fmt(data.overdue)}
        icon={<AlertTriangle />}
        tone="danger"
      />
      <Card
        id="total"
        label={t('cards.total')}
        value={fmt(data.total)}
        icon={<ListChecks />}
        tone="primary"
      />
    </div>
  );
}
