import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@tm/api-client/api-fetch';
import { errorMessage } from '@tm/api-client/error-message';
import type { TrashedTask } from '@tm/domain/task/trash.schema';
import { formatShortDate } from '@tm/i18n/dates';
import { Button } from '@tm/ui/button';
import { ConfirmDialog } from '@tm/ui/confirm-dialog';
import { Dialog } from '@tm/ui/dialog';
import { EmptyState } from '@tm/ui/empty-state';
import { LoadingState } from '@tm/ui/spinner';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../feedback/toasts.ts';
import styles from './transfer.module.css';

const TRASH_KEY = ['trash'];

/** My trashed tasks (an admin's: everyone's), each restorable or purgeable (GET/POST/DELETE /api/trash). */
export default function TrashDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('transfer');
  const queryClient = useQueryClient();
  const trash = useQuery({ queryKey: TRASH_KEY, queryFn: () => apiFetch<TrashedTask[]>('/api/trash') });
  const [purging, setPurging] = useState<TrashedTask | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TRASH_KEY });
  const restore = useMutation({
    mutationFn: (task: TrashedTask) => apiFetch(`/api/trash/${task.id}/restore`, { method: 'POST' }),
    onSuccess: (_, task) => {
      showToast(t('trash.restored', { title: task.title }));
      void refresh();
    },
  });
  const purge = useMutation({
    mutationFn: (task: TrashedTask) => apiFetch(`/api/trash/${task.id}`, { method: 'DELETE' }),
    onSuccess: () => void refresh(),
  });
  const first = trash.data?.[0];
  const days = first
    ? Math.round((Date.parse(first.purgeAt) - Date.parse(first.deletedAt)) / 86_400_000)
    : null;
  const failure =
    restore.isError || purge.isError ? errorMessage(restore.error ?? purge.error, t('trash.failed')) : null;

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('trash.title')}
      description={days ? t('trash.description', { days }) : t('trash.descriptionAny')}
      wide
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('trash.close')}
        </Button>
      }
    >
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {trash.isPending ? (
        <LoadingState label={t('trash.loading')} />
      ) : trash.isError ? (
        <p role="alert" className={styles.error}>
          {t('trash.loadFailed')}
        </p>
      ) : trash.data.length === 0 ? (
        <EmptyState title={t('trash.empty')} icon={<Trash2 size={28} aria-hidden="true" />} />
      ) : (
        <ul className={styles.trashList} aria-label={t('trash.title')}>
          {trash.data.map((task) => (
            <li key={task.id} className={styles.trashRow} data-testid="trash-row">
              <div className={styles.trashText}>
                <strong className={styles.trashTitle}>{task.title}</strong>
                <span className={styles.muted}>
                  {t('trash.deletedBy', {
                    name: task.deletedBy?.name ?? '—',
                    date: formatShortDate(task.deletedAt),
                  })}
                  {' · '}
                  {t('trash.purgeOn', { date: formatShortDate(task.purgeAt) })}
                </span>
              </div>
              <div className={styles.trashActions}>
                <Button
                  size="sm"
                  variant="secondary"
                  icon={<RotateCcw size={14} aria-hidden="true" />}
                  aria-label={t('trash.restoreTask', { title: task.title })}
                  disabled={restore.isPending}
                  onClick={() => restore.mutate(task)}
                >
                  {t('trash.restore')}
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  icon={<Trash2 size={14} aria-hidden="true" />}
                  aria-label={t('trash.purgeTask', { title: task.title })}
                  onClick={() => setPurging(task)}
                >
                  {t('trash.purge')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={purging !== null}
        onOpenChange={(o) => !o && setPurging(null)}
        title={t('trash.purge')}
        description={purging ? t('trash.purgeConfirm', { title: purging.title }) : undefined}
        confirmLabel={t('trash.purge')}
        danger
        onConfirm={() => {
          if (purging) purge.mutate(purging);
          setPurging(null);
        }}
      />
    </Dialog>
  );
}
