import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import type { BulkSet } from '@tm/domain/task/task-bulk.schema';
import type { ListedTask } from '@tm/domain/task/task-card';
import { TASK_PRIORITIES, TASK_STATUSES } from '@tm/domain/task/task-constants';
import { Button } from '@tm/ui/button';
import { ConfirmDialog } from '@tm/ui/confirm-dialog';
import { Select } from '@tm/ui/select';
import { CheckSquare, Tags, Trash2, X } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selection, useSelection } from '../selection/selection-store.ts';
import styles from './bulk.module.css';
import './bulk-i18n.ts';
import { useBulkActions } from './use-bulk-actions.ts';

const BulkLabelsDialog = lazy(() => import('./bulk-labels-dialog.tsx'));

/** The selects' resting value: each is an action ("Set status…"), not a state. */
const CHOOSE = 'choose';
const NOBODY = 'nobody';

/**
 * Bulk actions over the selected tasks (issue 19): select all that the list shows,
 * then set status, assignee, priority or labels, or delete after one confirmation
 * naming how many, each in one request. The list keeps the selection to the tasks
 * it shows (useShownSelection).
 */
export function BulkBar({ visible }: { visible: ListedTask[] }) {
  const { t } = useTranslation(['bulk', 'common', 'tasks']);
  const trpc = useTRPC();
  const selected = useSelection();
  const bulk = useBulkActions();
  const [confirming, setConfirming] = useState(false);
  const [labelling, setLabelling] = useState(false);
  // Mounted from the first use on, so that closing gives the focus back to its button.
  const [labelsAsked, setLabelsAsked] = useState(false);
  const selectAllId = useId();
  const labelsId = useId();
  // The list keeps the selection to these tasks (selection/use-shown-selection.ts).
  const shownIds = useMemo(() => visible.map((task) => task.id), [visible]);
  const count = selected.size;
  const members = useQuery({ ...trpc.users.list.queryOptions(), enabled: count > 0 });

  const ids = () => [...selected];
  const set = (change: BulkSet) => bulk.mutate({ ids: ids(), set: change });
  const chosen =
    <V extends string>(apply: (value: V) => void) =>
    (value: V | typeof CHOOSE) => {
      if (value !== CHOOSE) apply(value as V);
    };

  if (visible.length === 0 && count === 0) return null;
  return (
    <fieldset
      aria-label={count > 0 ? t('toolbar', { count }) : t('bar')}
      className={`${styles.bar} ${count > 0 ? styles.active : ''}`}
      data-testid="bulk-bar"
    >
      <Button
        id={selectAllId}
        variant="ghost"
        size="sm"
        icon={<CheckSquare size={16} aria-hidden="true" />}
        onClick={() => selection.select(shownIds)}
      >
        {t('selectAll', { count: visible.length })}
      </Button>
      {count > 0 && (
        <>
          <Button
            variant="ghost"
            size="sm"
            icon={<X size={16} aria-hidden="true" />}
            onClick={() => selection.clear()}
          >
            {t('clear')}
          </Button>
          <Select
            aria-label={t('setStatus')}
            value={CHOOSE}
            onValueChange={chosen<ListedTask['status']>((status) => set({ status }))}
            options={[
              { value: CHOOSE, label: t('setStatus') },
              ...TASK_STATUSES.map((s) => ({ value: s, label: t(`common:status.${s}`) })),
            ]}
          />
          <Select
            aria-label={t('setAssignee')}
            value={CHOOSE}
            onValueChange={chosen<string>((id) => set({ assigneeId: id === NOBODY ? null : id }))}
            options={[
              { value: CHOOSE, label: t('setAssignee') },
              { value: NOBODY, label: t('nobody') },
              ...(members.data ?? []).map((u) => ({ value: u.id, label: `${u.avatar} ${u.name}` })),
            ]}
          />
          <Select
            aria-label={t('setPriority')}
            value={CHOOSE}
            onValueChange={chosen<ListedTask['priority']>((priority) => set({ priority }))}
            options={[
              { value: CHOOSE, label: t('setPriority') },
              ...TASK_PRIORITIES.map((p) => ({ value: p, label: t(`common:priority.${p}`) })),
            ]}
          />
          <Button
            id={labelsId}
            variant="secondary"
            size="sm"
            icon={<Tags size={16} aria-hidden="true" />}
            onClick={() => {
              setLabelsAsked(true);
              setLabelling(true);
            }}
          >
            {t('labels')}
          </Button>
          <Button
            variant="danger"
            size="sm"
            icon={<Trash2 size={16} aria-hidden="true" />}
            onClick={() => setConfirming(true)}
          >
            {t('delete', { count })}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('deleteConfirm', { count })}
        description={t('deleteDescription')}
        confirmLabel={t('delete', { count })}
        danger
        onConfirm={() =>
          bulk.mutate(
            { ids: ids(), delete: true },
            // The delete button goes with the selection: the focus goes to the bar's first button.
            { onSuccess: () => document.getElementById(selectAllId)?.focus() },
          )
        }
      />
      {labelsAsked && (
        <Suspense fallback={null}>
          <BulkLabelsDialog
            open={labelling}
            returnFocusTo={labelsId}
            count={count}
            onClose={() => setLabelling(false)}
            onApply={(labelIds) => {
              setLabelling(false);
              set({ labelIds });
            }}
          />
        </Suspense>
      )}
    </fieldset>
  );
}
