import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import { DUE_FILTERS, TASK_SORTS, type TaskView } from '@tm/domain/task/task-view';
import { Select } from '@tm/ui/select';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelOption } from './labels-in-use.ts';

// The label menu is Radix's dropdown: downloaded only when there are labels to choose.
const LabelFilterMenu = lazy(() => import('./label-filter-menu.tsx'));

export interface FindingFiltersProps {
  view: TaskView;
  onChange: (change: Partial<TaskView>) => void;
  /** The labels a member can filter by. */
  labels: readonly LabelOption[];
}

/** Assignee, label and due filters and the sort, beside SPEC's search, status and priority. */
export function FindingFilters({ view, onChange, labels }: FindingFiltersProps) {
  const { t } = useTranslation(['tasks', 'common']);
  const trpc = useTRPC();
  const members = useQuery(trpc.users.list.queryOptions());
  return (
    <>
      <Select
        aria-label={t('finding.assigneeFilter')}
        value={view.assignee}
        onValueChange={(assignee) => onChange({ assignee })}
        options={[
          { value: 'any', label: t('finding.assignee.any') },
          { value: 'me', label: t('finding.assignee.me') },
          { value: 'nobody', label: t('finding.assignee.nobody') },
          ...(members.data ?? []).map((u) => ({ value: u.id, label: `${u.avatar} ${u.name}` })),
        ]}
      />
      {(labels.length > 0 || view.labels.length > 0) && (
        <Suspense fallback={null}>
          <LabelFilterMenu
            labels={labels}
            chosen={view.labels}
            onChange={(ids) => onChange({ labels: ids })}
          />
        </Suspense>
      )}
      <Select
        aria-label={t('finding.dueFilter')}
        value={view.due}
        onValueChange={(due) => onChange({ due })}
        options={DUE_FILTERS.map((due) => ({ value: due, label: t(`finding.due.${due}`) }))}
      />
      <Select
        aria-label={t('finding.sortLabel')}
        value={view.sort}
        onValueChange={(sort) => onChange({ sort })}
        options={TASK_SORTS.map((sort) => ({ value: sort, label: t(`finding.sort.${sort}`) }))}
      />
    </>
  );
}
