import type { ClientApproval, TaskPriority, TaskStatus } from '@tm/domain/task/task.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'primary';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`tm-badge tm-badge--${tone}`}>{children}</span>;
}

const STATUS_TONE: Record<TaskStatus, BadgeTone> = { todo: 'neutral', doing: 'info', done: 'success' };
const PRIORITY_TONE: Record<TaskPriority, BadgeTone> = {
  low: 'neutral',
  medium: 'primary',
  high: 'warning',
  urgent: 'danger',
};
const APPROVAL_TONE: Record<ClientApproval, BadgeTone> = {
  none: 'neutral',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** "To Do" / "In Progress" / "Completed" in the current language. */
export function StatusBadge({ status }: { status: TaskStatus }) {
  const { t } = useTranslation('common');
  return <Badge tone={STATUS_TONE[status]}>{t(`status.${status}`)}</Badge>;
}

export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  const { t } = useTranslation('common');
  return <Badge tone={PRIORITY_TONE[priority]}>{t(`priority.${priority}`)}</Badge>;
}

export function ApprovalBadge({ approval }: { approval: ClientApproval }) {
  const { t } = useTranslation('common');
  return <Badge tone={APPROVAL_TONE[approval]}>{t(`approval.${approval}`)}</Badge>;
}

/** The red "Overdue" marker of a late task. */
export function OverdueBadge() {
  const { t } = useTranslation('common');
  return <Badge tone="danger">{t('dates.overdue')}</Badge>;
}
