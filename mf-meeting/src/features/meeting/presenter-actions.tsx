import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorCodeOf } from '@tm/api-client/api-error';
import { taskDetailKey } from '@tm/api-client/task-detail-query';
import { useTRPC } from '@tm/api-client/trpc';
import type { Task } from '@tm/domain/task/task.schema';
import { Button } from '@tm/ui/button';
import { CheckCircle2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './presenter.module.css';

/**
 * Mark done, reassign, change the due date: the task's existing update paths
 * (tasks.updateStatus, tasks.update with the task's version), so permissions, history,
 * notifications and live events are the same as anywhere else.
 */
export function PresenterActions({ task }: { task: Task }) {
  const { t } = useTranslation(['meeting', 'errors', 'common']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const team = useQuery(trpc.users.list.queryOptions());
  const ids = { assignee: useId(), due: useId() };
  const settled = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.meeting.overview.queryKey() });
    void queryClient.invalidateQueries({ queryKey: taskDetailKey(task.id) });
  };
  const status = useMutation(trpc.tasks.updateStatus.mutationOptions({ onSettled: settled }));
  const update = useMutation(trpc.tasks.update.mutationOptions({ onSettled: settled }));
  const error = status.error ?? update.error;
  const code = errorCodeOf(error);
  const busy = status.isPending || update.isPending;

  return (
    <div className={styles.actions} data-testid="presenter-actions">
      <Button
        variant="primary"
        icon={<CheckCircle2 size={18} aria-hidden="true" />}
        disabled={busy || task.status === 'done'}
        onClick={() => status.mutate({ id: task.id, status: 'done', version: task.version })}
      >
        {t('presenter.markDone')}
      </Button>
      <label className={styles.field} htmlFor={ids.assignee}>
        <span>{t('presenter.assignee')}</span>
        <select
          id={ids.assignee}
          className="tm-input"
          value={task.assigneeId ?? ''}
          disabled={busy || !team.data}
          onChange={(e) =>
            update.mutate({ id: task.id, assigneeId: e.target.value || null, version: task.version })
          }
        >
          <option value="">{t('unassigned')}</option>
          {team.data?.map((member) => (
            <option key={member.id} value={member.id}>
              {member.avatar} {member.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field} htmlFor={ids.due}>
        <span>{t('presenter.dueDate')}</span>
        <input
          id={ids.due}
          type="date"
          className="tm-input"
          value={task.dueDate ?? ''}
          disabled={busy}
          onChange={(e) =>
            update.mutate({ id: task.id, dueDate: e.target.value || null, version: task.version })
          }
        />
      </label>
      {error && (
        <p className={styles.error} role="alert">
          {code ? t(`errors:${code}`) : t('common:state.error')}
        </p>
      )}
    </div>
  );
}
