import { useLiveTasks } from '@tm/api-client/live-tasks';
import type { TasksRemoteProps } from '@tm/domain/remotes/remote-props';
import { todayIn } from '@tm/domain/task/date-only';
import { sortForMeeting } from '@tm/domain/task/meeting-sort';
import type { Task } from '@tm/domain/task/task.schema';
import { filterTasks, NO_FILTERS, type TaskFilters } from '@tm/domain/task/task-search';
import { sortForList } from '@tm/domain/task/task-sort';
import { urgentTasks } from '@tm/domain/task/urgent-filter';
import { Button } from '@tm/ui/button';
import { EmptyState } from '@tm/ui/empty-state';
import { ErrorState } from '@tm/ui/error-state';
import { LoadingState } from '@tm/ui/spinner';
import { Plus } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryDialog } from '../history/history-dialog.tsx';
import { TaskFormDialog } from '../task-form/task-form-dialog.tsx';
import styles from './board.module.css';
import { TaskToolbar } from './task-toolbar.tsx';
import { VirtualTaskList } from './virtual-task-list.tsx';

type OpenDialog = { kind: 'create' } | { kind: 'edit'; task: Task } | { kind: 'history'; task: Task } | null;

/** The task list of /app, or the urgent and overdue list of /urgent (`view`). */
export function TaskBoard({ view }: TasksRemoteProps) {
  const { t } = useTranslation('tasks');
  const tasks = useLiveTasks();
  const [filters, setFilters] = useState<TaskFilters>(NO_FILTERS);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const today = todayIn();

  const visible = useMemo(() => {
    const all = tasks.data ?? [];
    const scoped = view === 'urgent' ? sortForMeeting(urgentTasks(all, today)) : sortForList(all);
    return filterTasks(scoped, filters);
  }, [tasks.data, view, today, filters]);

  const onEdit = useCallback((task: Task) => setDialog({ kind: 'edit', task }), []);
  const onHistory = useCallback((task: Task) => setDialog({ kind: 'history', task }), []);
  const heading = view === 'urgent' ? 'urgent' : 'list';
  const noTasksAtAll = (tasks.data?.length ?? 0) === 0;

  return (
    <section className={styles.board} aria-labelledby="task-board-title">
      <header className={styles.header}>
        <div>
          <h1 id="task-board-title" className={styles.title}>
            {t(`${heading}.title`)}
          </h1>
          <p className={styles.subtitle}>{t(`${heading}.subtitle`)}</p>
        </div>
        {view === 'list' && (
          <Button
            variant="primary"
            icon={<Plus size={18} aria-hidden="true" />}
            onClick={() => setDialog({ kind: 'create' })}
          >
            {t('list.newTask')}
          </Button>
        )}
      </header>

      <TaskToolbar
        filters={filters}
        onChange={(c) => setFilters((f) => ({ ...f, ...c }))}
        found={visible.length}
      />

      {tasks.isPending ? (
        <LoadingState label={t('list.loading')} />
      ) : tasks.isError ? (
        <ErrorState title={t('list.loadFailed')} onRetry={() => void tasks.refetch()} />
      ) : visible.length > 0 ? (
        <VirtualTaskList tasks={visible} today={today} onEdit={onEdit} onHistory={onHistory} />
      ) : view === 'urgent' ? (
        <EmptyState title={t('urgent.emptyTitle')} description={t('urgent.emptyDescription')} />
      ) : noTasksAtAll ? (
        <EmptyState title={t('list.emptyTitle')} description={t('list.emptyDescription')} />
      ) : (
        <EmptyState title={t('list.noMatchTitle')} description={t('list.noMatchDescription')} />
      )}

      {dialog?.kind === 'create' && <TaskFormDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && <TaskFormDialog task={dialog.task} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'history' && (
        <HistoryDialog taskId={dialog.task.id} onClose={() => setDialog(null)} />
      )}
    </section>
  );
}
