import { AlertTriangle, ListChecks, TrendingUp, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './dashboard.module.css';
import type { DashboardFigures } from './dashboard-figures.ts';

function StatCard({
  label,
  value,
  icon,
  tone,
}: {
  label: string;
  value: string;
  icon: ReactNode;
  tone: string;
}) {
  return (
    <div className={styles.card}>
      <span className={`${styles.cardIcon} ${styles[tone]}`} aria-hidden="true">
        {icon}
      </span>
      <div>
        <p className={styles.cardLabel}>{label}</p>
        <p className={styles.cardValue}>{value}</p>
      </div>
    </div>
  );
}

/** Total, completion rate, overdue and active members: SPEC's four cards. */
export function StatCards({ figures }: { figures: DashboardFigures }) {
  const { t, i18n } = useTranslation('dashboard');
  const n = (v: number) => v.toLocaleString(i18n.language);
  return (
    <div className={styles.cards} data-testid="dashboard-stats">
      <StatCard label={t('stats.total')} value={n(figures.total)} icon={<ListChecks />} tone="primary" />
      <StatCard
        label={t('stats.completionRate')}
        value={(figures.completionRate / 100).toLocaleString(i18n.language, { style: 'percent' })}
        icon={<TrendingUp />}
        tone="success"
      />
      <StatCard
        label={t('stats.overdue')}
        value={n(figures.overdue)}
        icon={<AlertTriangle />}
        tone="danger"
      />
      <StatCard
        label={t('stats.activeMembers')}
        value={n(figures.activeMembers)}
        icon={<Users />}
        tone="info"
      />
    </div>
  );
}
