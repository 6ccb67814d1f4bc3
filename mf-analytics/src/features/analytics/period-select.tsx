import { ANALYTICS_PERIODS, type AnalyticsPeriod } from '@tm/domain/analytics/analytics.schema';
import { Select } from '@tm/ui/select';
import { useTranslation } from 'react-i18next';
import styles from './analytics.module.css';

export function PeriodSelect({
  days,
  onChange,
}: {
  days: AnalyticsPeriod;
  onChange: (d: AnalyticsPeriod) => void;
}) {
  const { t } = useTranslation('analytics');
  return (
    <div className={styles.period}>
      <label htmlFor="analytics-period" className={styles.periodLabel}>
        {t('period.label')}
      </label>
      <Select
        id="analytics-period"
        value={String(days)}
        onValueChange={(v) => onChange(Number(v) as AnalyticsPeriod)}
        options={ANALYTICS_PERIODS.map((d) => ({
          value: String(d),
          label: t('period.option', { count: d }),
        }))}
      />
    </div>
  );
}
