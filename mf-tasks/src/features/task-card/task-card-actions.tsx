import type { ListedTask } from '@tm/domain/task/task-card';
import { TASK_STATUSES } from '@tm/domain/task/task-constants';
import { Button } from '@tm/ui/button';
import { ConfirmDialog } from '@tm/ui/confirm-dialog';
import { Select } from '@tm/ui/select';
import { History, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { neighbourTitle } from '../feedback/focus-after-removal.ts';
import { showToast } from '../feedback/toasts.ts';
import { useTaskActions } from '../task-data/use-task-actions.ts';
import '../task-detail/task-detail-i18n.ts';
import styles from './task-card.module.css';

/** Status dropdown, history, edit and delete (asks first: SPEC 5). */
export function TaskCardActions({
  task,
  onEdit,
  onHistory,
}: {
  task: ListedTask;
  onEdit: (task: ListedTask) => void;
  onHistory: (task: ListedTask) => void;
}) {
  const { t } = useTranslation(['tasks', 'common', 'taskDetail']);
  const { updateStatus, remove } = useTaskActions({
    onRemoved: () => showToast(t('taskDetail:toast.deleted', { title: task.title })),
  });
  const [confirming, setConfirming] = useState(false);
  const deleting = useRef(false);

  return (
    <div className={styles.actions}>
      <Select
        aria-label={t('card.statusLabel', { title: task.title })}
        value={task.status}
        onValueChange={(status) => updateStatus.mutate({ id: task.id, status })}
        options={TASK_STATUSES.map((s) => ({ value: s, label: t(`common:status.${s}`) }))}
      />
      <IconAction
        label={t('card.history')}
        icon={<History size={16} aria-hidden="true" />}
        onClick={() => onHistory(task)}
      />
      <IconAction
        label={t('card.edit')}
        icon={<Pencil size={16} aria-hidden="true" />}
        onClick={() => onEdit(task)}
      />
      <IconAction
        label={t('card.delete')}
        icon={<Trash2 size={16} aria-hidden="true" />}
        onClick={() => setConfirming(true)}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('card.deleteConfirm')}
        // SPEC's question stays; the line under it names the task (issue 19).
        description={t('taskDetail:deleteNamed', { title: task.title })}
        onConfirm={() => {
          deleting.current = true;
          remove.mutate({ id: task.id });
        }}
        onCloseAutoFocus={(event) => {
          // Confirmed: this card (and the button that asked) is going; the neighbour's title takes the focus.
          if (!deleting.current) return;
          deleting.current = false;
          const next = neighbourTitle(task.id);
          if (!next) return;
          event.preventDefault();
          next.focus();
        }}
      />
    </div>
  );
}

/** A small icon button whose label is both its accessible name and its tooltip. */
function IconAction({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      iconOnly
      aria-label={label}
      title={label}
      icon={icon}
      onClick={onClick}
    />
  );
}
