import { TASK_PRIORITIES, TASK_STATUSES } from '@tm/domain/task/task-constants';
import { hasActiveFilter, type TaskFilters } from '@tm/domain/task/task-search';
import { Badge } from '@tm/ui/badge';
import { Button } from '@tm/ui/button';
import { Select } from '@tm/ui/select';
import { Search, X } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './board.module.css';

export interface TaskToolbarProps {
  filters: TaskFilters;
  onChange: (change: Partial<TaskFilters>) => void;
  /** How many tasks the filters keep; shown only while a filter is active (SPEC 2). */
  found: number;
  /** Whether more filters than SPEC's narrow the list (issue 19's finding work). */
  filtered?: boolean;
  /** The `/` shortcut focuses the search. */
  searchRef?: Ref<HTMLInputElement>;
  /** More filters and the sort, after SPEC's. */
  children?: ReactNode;
}

export function TaskToolbar({ filters, onChange, found, filtered, searchRef, children }: TaskToolbarProps) {
  const { t } = useTranslation(['tasks', 'common']);
  return (
    <search className={styles.toolbar}>
      <div className={styles.search}>
        <Search size={16} aria-hidden="true" className={styles.searchIcon} />
        <input
          ref={searchRef}
          type="search"
          className={`tm-input ${styles.searchInput}`}
          aria-label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          value={filters.search}
          onChange={(e) => onChange({ search: e.target.value })}
        />
        {filters.search && (
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            className={styles.clear}
            aria-label={t('list.clearSearch')}
            icon={<X size={16} aria-hidden="true" />}
            onClick={() => onChange({ search: '' })}
          />
        )}
      </div>
      <Select
        aria-label={t('list.statusFilter')}
        value={filters.status}
        onValueChange={(status) => onChange({ status })}
        options={[
          { value: 'all' as const, label: t('list.allStatuses') },
          ...TASK_STATUSES.map((s) => ({ value: s, label: t(`common:status.${s}`) })),
        ]}
      />
      <Select
        aria-label={t('list.priorityFilter')}
        value={filters.priority}
        onValueChange={(priority) => onChange({ priority })}
        options={[
          { value: 'all' as const, label: t('list.allPriorities') },
          ...TASK_PRIORITIES.map((p) => ({ value: p, label: t(`common:priority.${p}`) })),
        ]}
      />
      {children}
      {(filtered ?? hasActiveFilter(filters)) && (
        <output aria-live="polite" data-testid="found-count">
          <Badge tone="primary">{t('list.found', { count: found })}</Badge>
        </output>
      )}
    </search>
  );
}
