import type { ReactNode } from 'react';

export type StatTone = 'primary' | 'success' | 'danger' | 'info';

export interface StatCardProps {
  label: string;
  value: string;
  icon: ReactNode;
  tone: StatTone;
  /** A line under the value, e.g. what a figure measures. */
  hint?: string;
  'data-testid'?: string;
}

/** One headline figure with its icon, as on the dashboard and analytics screens. */
export function StatCard({ label, value, icon, tone, hint, 'data-testid': testId }: StatCardProps) {
  return (
    <div className="tm-stat-card" data-testid={testId}>
      <span className={`tm-stat-card__icon tm-stat-card__icon--${tone}`} aria-hidden="true">
        {icon}
      </span>
      <div>
        <p className="tm-stat-card__label">{label}</p>
        <p className="tm-stat-card__value">{value}</p>
        {hint && <p className="tm-stat-card__hint">{hint}</p>}
      </div>
    </div>
  );
}

/** A responsive row of stat cards. */
export function StatCardGrid({
  children,
  'data-testid': testId,
}: {
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <div className="tm-stat-cards" data-testid={testId}>
      {children}
    </div>
  );
}
