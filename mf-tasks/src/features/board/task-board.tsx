import { useLiveUrgentTasks } from '@tm/api-client/live-urgent-tasks';
import { useProjectScope } from '@tm/api-client/projects';
import type { TasksRemoteProps } from '@tm/domain/remotes/remote-props';
import { todayIn } from '@tm/domain/task/date-only';
import type { ListedTask } from '@tm/domain/task/task-card';
import { filterTasks, NO_FILTERS, type TaskFilters } from '@tm/domain/task/task-search';
import { filterTaskView, hasViewFilter, sortTaskView, type TaskViewMode } from '@tm/domain/task/task-view';
import { Button } from '@tm/ui/button';
import { EmptyState } from '@tm/ui/empty-state';
import { ErrorState } from '@tm/ui/error-state';
import { useLocation, useNavigate } from '@tm/ui/router';
import { LoadingState } from '@tm/ui/spinner';
import { UrgencyLegend } from '@tm/ui/urgency-legend';
import { Keyboard, Plus } from 'lucide-react';
import {
  type Dispatch,
  type ReactNode,
  type SetStateAction,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { BulkBar } from '../bulk/bulk-bar.tsx';
import { LazyCalendarBoard } from '../calendar/lazy-calendar-board.tsx';
import { DensitySelect } from '../density/density-select.tsx';
import { type Density, useDensity } from '../density/density-store.ts';
import { FindingFilters } from '../finding/finding-filters.tsx';
import { labelsInUse } from '../finding/labels-in-use.ts';
import { useTaskView, useViewer } from '../finding/use-task-view.ts';
import { HistoryDialog } from '../history/history-dialog.tsx';
import { LazyKanbanBoard } from '../kanban/lazy-kanban-board.tsx';
import { useRememberedView } from '../kanban/remembered-view.ts';
import { ViewToggle } from '../kanban/view-toggle.tsx';
import { ShortcutsHelpDialog } from '../keyboard/shortcuts-help-dialog.tsx';
import { useTaskShortcuts } from '../keyboard/use-task-shortcuts.ts';
import { LabelManagerButton } from '../labels/label-manager-button.tsx';
import { useProjectMarks } from '../projects/project-marks-context.ts';
import { useScopedTasks } from '../projects/use-scoped-tasks.ts';
import { selection, useSelection } from '../selection/selection-store.ts';
import { useShownSelection } from '../selection/use-shown-selection.ts';
import { TaskFormDialog } from '../task-form/task-form-dialog.tsx';
import { TransferMenu } from '../transfer/transfer-menu.tsx';
import styles from './board.module.css';
import { TaskToolbar } from './task-toolbar.tsx';
import { type ActiveTask, VirtualTaskList } from './virtual-task-list.tsx';

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit'; task: ListedTask }
  | { kind: 'history'; task: ListedTask }
  | null;

const NO_TASKS: ListedTask[] = [];

/** The task list of /app, or the urgent and overdue list of /urgent (`view`). */
export function TaskBoard({ view }: TasksRemoteProps) {
  // The urgent list's search and filters, held here so they survive a switch to the
  // list and back; the list's own view lives in its address (useTaskView).
  const [filters, setFilters] = useState<TaskFilters>(NO_FILTERS);
  const today = todayIn();
  if (view === 'calendar') return <LazyCalendarBoard today={today} />;
  return view === 'urgent' ? (
    <UrgentBoard today={today} filters={filters} setFilters={setFilters} />
  ) : (
    <ListBoard today={today} />
  );
}

/**
 * The scope's tasks (the header's project, issue 31), from the live task list,
 * filtered and sorted by the view in the address (issue 19: bookmarked, shared,
 * restored on reload), as the list or as the board (`view=board`, kanban/); without
 * a `view` in the address, the member's last choice.
 */
function ListBoard({ today }: { today: string }) {
  const tasks = useScopedTasks();
  const [taskView, changeView] = useTaskView();
  const setMode = useRememberedView(changeView);
  const viewer = useViewer(today);
  const all = tasks.data ?? NO_TASKS;
  const labels = useMemo(() => labelsInUse(all), [all]);
  const visible = useMemo(
    () => sortTaskView(filterTaskView(all, taskView, viewer), taskView.sort),
    [all, taskView, viewer],
  );
  return (
    <Board
      view="list"
      tasks={tasks}
      visible={visible}
      today={today}
      filters={taskView}
      onFiltersChange={changeView}
      filtered={hasViewFilter(taskView)}
      moreFilters={
        <>
          <FindingFilters view={taskView} onChange={changeView} labels={labels} />
          <ViewToggle value={taskView.view} onChange={setMode} />
        </>
      }
      layout={taskView.view}
    />
  );
}

interface UrgentProps {
  today: string;
  filters: TaskFilters;
  setFilters: Dispatch<SetStateAction<TaskFilters>>;
}

/**
 * The urgent list as the server filters, sorts and pages it (tasks.urgent), for the
 * viewer's date: the next page is read as the list scrolls near the last loaded task.
 */
function UrgentBoard({ today, filters, setFilters }: UrgentProps) {
  // The server narrows it to the scope's projects (issue 31).
  const scope = useProjectScope();
  const urgent = useLiveUrgentTasks(today, { projectIds: scope.projectIds, enabled: scope.ready });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = urgent;
  const onEndReached = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const tasks = {
    isPending: urgent.isPending || !scope.ready,
    isError: urgent.isError,
    data: urgent.tasks,
    refetch: urgent.refetch,
  };
  const scoped = urgent.tasks ?? NO_TASKS;
  const visible = useMemo(() => filterTasks(scoped, filters), [scoped, filters]);
  const onFiltersChange = useCallback(
    (change: Partial<TaskFilters>) => setFilters((f) => ({ ...f, ...change })),
    [setFilters],
  );
  return (
    <Board
      view="urgent"
      tasks={tasks}
      visible={visible}
      total={urgent.total}
      onEndReached={onEndReached}
      loadingMore={isFetchingNextPage}
      today={today}
      filters={filters}
      onFiltersChange={onFiltersChange}
    />
  );
}

interface BoardProps {
  view: TasksRemoteProps['view'];
  today: string;
  /** The view's query: loading and failure states, retry. */
  tasks: { isPending: boolean; isError: boolean; data?: ListedTask[] | undefined; refetch: () => unknown };
  /** The view's tasks in display order, after the toolbar's filters. */
  visible: ListedTask[];
  /** SPEC's search, status and priority, shown in the toolbar. */
  filters: TaskFilters;
  onFiltersChange: (change: Partial<TaskFilters>) => void;
  /** Whether any filter narrows the list (the "N found" badge); SPEC's filters alone when not given. */
  filtered?: boolean;
  /** The list's further filters and sort, after SPEC's. */
  moreFilters?: ReactNode;
  /** The list as cards or as the board (kanban/, issue 19); the list when not given. */
  layout?: TaskViewMode;
  /** How many tasks the view holds in all, loaded or not (the paged urgent list). */
  total?: number | undefined;
  /** Asks for the next page once the list shows its last loaded tasks. */
  onEndReached?: () => void;
  loadingMore?: boolean;
}

function Board({
  view,
  tasks,
  visible,
  total,
  onEndReached,
  loadingMore,
  today,
  filters,
  onFiltersChange,
  filtered,
  moreFilters,
  layout = 'list',
}: BoardProps) {
  const { t } = useTranslation('tasks');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [density, setDensity] = useDensity();
  // The urgent list keeps SPEC's whole cards; the density is the list's.
  const shownDensity: Density = view === 'list' ? density : 'comfortable';
  const keys = useListKeyboard(view, visible, (d) => setDialog(d));
  // The selection follows what the filters leave shown (and deletions), list or board.
  useShownSelection(visible, layout);

  const onEdit = useCallback((task: ListedTask) => setDialog({ kind: 'edit', task }), []);
  const onHistory = useCallback((task: ListedTask) => setDialog({ kind: 'history', task }), []);
  const heading = view === 'urgent' ? 'urgent' : 'list';
  const noTasksAtAll = (tasks.data?.length ?? 0) === 0;
  const { chosen } = useProjectMarks();
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
          {/* Issue 24: the words every screen uses for "on fire", explained (packages/domain urgency.ts). */}
          {view === 'urgent' && <UrgencyLegend terms={['urgent', 'overdue']} className={styles.subtitle} />}
        </div>
        <div className={styles.headerActions}>
          <Button
            variant="ghost"
            iconOnly
            aria-label={t('keyboard.helpButton')}
            title={t('keyboard.helpButton')}
            icon={<Keyboard size={18} aria-hidden="true" />}
            onClick={() => keys.setHelpOpen(true)}
          />
          {view === 'list' && <DensitySelect value={density} onChange={setDensity} />}
          {view === 'list' && <LabelManagerButton />}
          {view === 'list' && <TransferMenu />}
          {view === 'list' && (
            <Button
              variant="primary"
              icon={<Plus size={18} aria-hidden="true" />}
              onClick={() => setDialog({ kind: 'create' })}
            >
              {t('list.newTask')}
            </Button>
          )}
        </div>
      </header>

      <TaskToolbar
        filters={filters}
        onChange={onFiltersChange}
        found={visible.length}
        filtered={filtered}
        searchRef={keys.searchRef}
      >
        {moreFilters}
      </TaskToolbar>
      {keys.selected.size > 0 && (
        <output aria-live="polite" className={styles.selectedCount} data-testid="selected-count">
          {t('keyboard.selectedCount', { count: keys.selected.size })}
        </output>
      )}
      <BulkBar visible={visible} />

      {tasks.isPending ? (
        <LoadingState label={t('list.loading')} />
      ) : tasks.isError ? (
        <ErrorState title={t('list.loadFailed')} onRetry={() => void tasks.refetch()} />
      ) : visible.length > 0 && layout === 'board' ? (
        <LazyKanbanBoard tasks={visible} today={today} />
      ) : visible.length > 0 ? (
        <>
          <VirtualTaskList
            tasks={visible}
            today={today}
            onEdit={onEdit}
            onHistory={onHistory}
            onEndReached={onEndReached}
            density={shownDensity}
            active={keys.active}
            onActivate={keys.onActivate}
            selected={keys.selected}
          />
          {loadingMore && <LoadingState label={t('urgent.loadingMore')} />}
        </>
      ) : loadingMore ? (
        <LoadingState label={t('urgent.loadingMore')} />
      ) : view === 'urgent' ? (
        <EmptyState title={t('urgent.emptyTitle')} description={t('urgent.emptyDescription')} />
      ) : noTasksAtAll && chosen ? (
        <EmptyState
          title={t('projects.emptyTitle', { project: chosen.name })}
          description={t('projects.emptyText')}
        />
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
      <ShortcutsHelpDialog open={keys.helpOpen} onClose={() => keys.setHelpOpen(false)} />
    </section>
  );
}

/** What the list's shortcuts do (keyboard/shortcuts.ts: their keys, labels and views). */
function useListKeyboard(
  view: TasksRemoteProps['view'],
  visible: ListedTask[],
  open: (dialog: OpenDialog) => void,
) {
  const navigate = useNavigate();
  const location = useLocation();
  const searchRef = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState<ActiveTask | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const selected = useSelection();
  const current = () => visible.find((task) => task.id === active?.id);
  const move = (step: 1 | -1) => {
    if (visible.length === 0) return;
    const at = visible.findIndex((task) => task.id === active?.id);
    const next = at < 0 ? 0 : Math.min(Math.max(at + step, 0), visible.length - 1);
    setActive({ id: visible[next]!.id, focus: true });
  };
  useTaskShortcuts(view === 'urgent' ? 'urgent' : 'list', {
    newTask: () => open({ kind: 'create' }),
    search: () => searchRef.current?.focus(),
    next: () => move(1),
    previous: () => move(-1),
    // The task's own view (/app/tasks/{id}), over the list: the list's address stays for Back.
    open: () => {
      const task = current();
      if (task) navigate({ pathname: `/app/tasks/${task.id}`, search: location.search });
    },
    edit: () => {
      const task = current();
      if (task) open({ kind: 'edit', task });
    },
    select: () => {
      const task = current();
      if (task) selection.toggle(task.id);
    },
    help: () => setHelpOpen(true),
  });
  // A focus by tab or click makes that task current, without moving the focus again.
  const onActivate = useCallback(
    (id: string) => setActive((was) => (was?.id === id ? was : { id, focus: false })),
    [],
  );
  return { active, onActivate, selected, searchRef, helpOpen, setHelpOpen };
}
