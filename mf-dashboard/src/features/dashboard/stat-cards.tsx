import { StatCard, StatCardGrid } from '@tm/ui/stat-card';
import { AlertTriangle, ListChecks, TrendingUp, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DashboardFigures } from './dashboard-figures.ts';

/** Total, completion rate, overdue and active members: SPEC's four cards. */
export function StatCards({ figures }: { figures: DashboardFigures }) {
  const { t, i18n } = useTranslation('dashboard');
  const n = (v: number) => v.toLocaleString(i18n.language);
  return (
    <StatCardGrid data-testid="dashboard-stats">
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
    </StatCardGrid>
  );
}
