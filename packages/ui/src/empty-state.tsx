import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: string;
  icon?: ReactNode;
  /** A call to action, e.g. a "New Task" button. */
  action?: ReactNode;
}

export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <div className="tm-state tm-state--empty">
      <span className="tm-state__icon" aria-hidden="true">
        {icon ?? <Inbox size={28} />}
      </span>
      <p className="tm-state__title">{title}</p>
      {description && <p className="tm-state__text">{description}</p>}
      {action}
    </div>
  );
}
