import { useLiveTasks } from '@tm/api-client/live-tasks';
import { useLiveUrgentTasks } from '@tm/api-client/live-urgent-tasks';
import type { TasksRemoteProps } from '@tm/domain/remotes/remote-props';
import { todayIn } from '@tm/domain/task/date-only';
import type { Task } from '@tm/domain/task/task.schema';
import { filterTasks, NO_FILTERS, type TaskFilters } from '@tm/domain/task/task-search';
import { sortForList } from '@tm/domain/task/task-sort';
import { Button } from '@tm/ui/button';
import { EmptyState } from '@tm/ui/empty-state';
import { ErrorState } from '@tm/ui/error-state';
import { LoadingState } from '@tm/ui/spinner';
import { Plus } from 'lucide-react';
import { type Dispatch, type SetStateAction, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryDialog } from '../history/history-dialog.tsx';
import { TaskFormDialog } from '../task-form/task-form-dialog.tsx';
import styles from './board.module.css';
import { TaskToolbar } from './task-toolbar.tsx';
import { VirtualTaskList } from './virtual-task-list.tsx';

type OpenDialog = { kind: 'create' } | { kind: 'edit'; task: Task } | { kind: 'history'; task: Task } | null;

const NO_TASKS: Task[] = [];

/** The task list of /app, or the urgent and overdue list of /urgent (`view`). */
export function TaskBoard({ view }: TasksRemoteProps) {
  // Held here so the search and filters survive a switch between the two views.
  const [filters, setFilters] = useState<TaskFilters>(NO_FILTERS);
  const shared = { today: todayIn(), filters, setFilters };
  return view === 'urgent' ? <UrgentBoard {...shared} /> : <ListBoard {...shared} />;
}

interface SharedProps {
  today: string;
  filters: TaskFilters;
  setFilters: Dispatch<SetStateAction<TaskFilters>>;
}

/** Every task, from the live task list, sorted for the list on this side. */
function ListBoard(props: SharedProps) {
  const tasks = useLiveTasks();
  const scoped = useMemo(() => sortForList(tasks.data ?? NO_TASKS), [tasks.data]);
  return <Board view="list" tasks={tasks} scoped={scoped} {...props} />;
}

/**
 * The urgent list as the server filters, sorts and pages it (tasks.urgent), for the
 * viewer's date: the next page is read as the list scrolls near the last loaded task.
 */
function UrgentBoard(props: SharedProps) {
  const urgent = useLiveUrgentTasks(props.today);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = urgent;
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const tasks = {
    isPending: urgent.isPending,
    isError: urgent.isError,
    data: urgent.tasks,
    refetch: urgent.refetch,
  };
  return (
    <Board
      view="urgent"
      tasks={tasks}
      scoped={urgent.tasks ?? NO_TASKS}
      total={urgent.total}
      onEndReached={onEndReached}
      loadingMore={isFetchingNextPage}
      {...props}
    />
  );
}

interface BoardProps extends SharedProps {
  view: TasksRemoteProps['view'];
  /** The view's query: loading and failure states, retry. */
  tasks: { isPending: boolean; isError: boolean; data?: Task[] | undefined; refetch: () => unknown };
  /** The view's tasks in display order, before the toolbar's filters. */
  scoped: Task[];
  /** How many tasks the view holds in all, loaded or not (the paged urgent list). */
  total?: number | undefined;
  /** Asks for the next page once the list shows its last loaded tasks. */
  onEndReached?: () => void;
  loadingMore?: boolean;
}

function Board({
  view,
  tasks,
  scoped,
  total,
  onEndReached,
  loadingMore,
  today,
  filters,
  setFilters,
}: BoardProps) {
  const { t } = useTranslation('tasks');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const visible = useMemo(() => filterTasks(scoped, filters), [scoped, filters]);

  const onEdit = useCallback((task: Task) => setDialog({ kind: 'edit', task }), []);
  const onHistory = useCallback((task: Task) => setDialog({ kind: 'history', task }), []);
  const heading = view === 'urgent' ? 'urgent' : 'list';
  const noTasksAtAll = (tasks.data?.length ?? 0) === 0;
  // A search or filter that keeps none of the loaded tasks shows no list to scroll:
  // read on until a page has a match or the list ends (empty, more pages exist).
  const nothingShown = visible.length === 0 && !tasks.isPending;
  useEffect(() => {
    if (nothingShown) onEndReached?.();
  }, [nothingShown, onEndReached]);

  return (
    <section className={styles.board} aria-labelledby="task-board-title">
      <header className={styles.header}>
        <div>
          <h1 id="task-board-title" className={styles.title}>
            {t(`${heading}.title`)}
          </h1>
          <p className={styles.subtitle}>{t(`${heading}.subtitle`)}</p>
          {view === 'urgent' && total !== undefined && (
            <p className={styles.subtitle} data-testid="urgent-total">
              {t('urgent.count', { count: total })}
            </p>
          )}
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
        <>
          <VirtualTaskList
            tasks={visible}
            today={today}
            onEdit={onEdit}
            onHistory={onHistory}
            onEndReached={onEndReached}
          />
          {loadingMore && <LoadingState label={t('urgent.loadingMore')} />}
        </>
      ) : loadingMore ? (
        <LoadingState label={t('urgent.loadingMore')} />
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
