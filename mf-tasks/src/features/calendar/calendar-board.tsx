import {
  DndContext,
  type DragEndEvent,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { DateOnly } from '@tm/domain/task/date-only';
import type { ListedTask as Task } from '@tm/domain/task/task-card';
import { filterTaskView, hasViewFilter } from '@tm/domain/task/task-view';
import { dateLocale } from '@tm/i18n/dates';
import { Button } from '@tm/ui/button';
import { ErrorState } from '@tm/ui/error-state';
import { useLocation, useNavigate, useSearchParams } from '@tm/ui/router';
import { LoadingState } from '@tm/ui/spinner';
import { format } from 'date-fns';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TaskToolbar } from '../board/task-toolbar.tsx';
import { FindingFilters } from '../finding/finding-filters.tsx';
import { labelsInUse } from '../finding/labels-in-use.ts';
import { useTaskView, useViewer } from '../finding/use-task-view.ts';
import { useScopedTasks } from '../projects/use-scoped-tasks.ts';
import { taskPath } from '../task-detail/task-route.ts';
import styles from './calendar.module.css';
import {
  CALENDAR_MODES,
  CALENDAR_SCOPES,
  type CalendarMode,
  type CalendarScope,
  calendarWeeks,
  inScope,
  moveDay,
  shiftAnchor,
  tasksByDay,
  toDate,
} from './calendar-grid.ts';
import './calendar-i18n.ts';
import { useReschedule } from './use-reschedule.ts';

const NO_TASKS: Task[] = [];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ARROWS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** A task picked up with the keyboard and the day it would land on. */
interface Grab {
  task: Task;
  target: DateOnly;
}

/**
 * Tasks by due date, a month or a week at a time (issue 20), at /app/calendar. The
 * list's filters apply (same address parameters, useTaskView), narrowed to one's own
 * or assigned tasks by `scope`; `cal` and `date` keep the page in the address.
 * A task is dragged to another day (mouse, or a long press on touch) or moved with
 * the keyboard: Space picks it up, the arrows choose the day, Space drops it.
 */
export function CalendarBoard({ today }: { today: DateOnly }) {
  const { t } = useTranslation('calendar');
  // The scope's tasks (the header's project, issue 31).
  const tasks = useScopedTasks();
  const [taskView, changeView] = useTaskView();
  const viewer = useViewer(today);
  const [params, setParams] = useSearchParams();
  const mode: CalendarMode = params.get('cal') === 'week' ? 'week' : 'month';
  const scope = (CALENDAR_SCOPES as readonly string[]).includes(params.get('scope') ?? '')
    ? (params.get('scope') as CalendarScope)
    : 'all';
  const anchorParam = params.get('date');
  const anchor = (anchorParam && DAY.test(anchorParam) ? anchorParam : today) as DateOnly;
  const setParam = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(window.location.search);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) next.delete(name);
        else next.set(name, value);
      }
      setParams(next, { replace: true });
    },
    [setParams],
  );

  const all = tasks.data ?? NO_TASKS;
  const labels = useMemo(() => labelsInUse(all), [all]);
  const visible = useMemo(
    () => filterTaskView(all, taskView, viewer).filter((task) => inScope(task, scope, viewer.me)),
    [all, taskView, viewer, scope],
  );
  const byDay = useMemo(() => tasksByDay(visible), [visible]);
  const weeks = useMemo(
    () => calendarWeeks(anchor, mode, viewer.weekStartsOn),
    [anchor, mode, viewer.weekStartsOn],
  );
  const shown = weeks.flat();
  const undated = visible.filter((task) => !task.dueDate).length;

  const [focusDay, setFocusDay] = useState<DateOnly>(shown.includes(today) ? today : anchor);
  const activeDay = shown.includes(focusDay) ? focusDay : shown.includes(anchor) ? anchor : shown[0]!;
  const [grab, setGrab] = useState<Grab | null>(null);
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const reschedule = useReschedule(setFailure);
  const cells = useRef(new Map<string, HTMLElement>());
  const chips = useRef(new Map<string, HTMLElement>());
  // The day (or the task, once it shows on that day) to focus after the next render.
  const focusNext = useRef<{ kind: 'day' | 'task'; id: string; day: DateOnly } | null>(null);

  // Focus follows a keyboard move after the render that put the day or the task in place.
  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    const el = (next.kind === 'day' ? cells : chips).current.get(next.id);
    // A dropped task reaches its new day a render or two later (the optimistic edit is async).
    if (el && el.closest('td')?.dataset.day === next.day) {
      el.focus();
      focusNext.current = null;
    }
  });

  const locale = dateLocale();
  const longDate = (day: DateOnly) => format(toDate(day), 'EEEE d MMMM yyyy', { locale });
  const period =
    mode === 'month'
      ? format(toDate(anchor), 'LLLL yyyy', { locale })
      : t('weekOf', { date: format(toDate(weeks[0]![0]!), 'd MMMM yyyy', { locale }) });

  /** Shows `day`, paging the calendar when it lies outside the shown weeks. */
  const reveal = (day: DateOnly) => {
    if (!shown.includes(day)) setParam({ date: day });
  };
  const moveFocus = (day: DateOnly) => {
    reveal(day);
    setFocusDay(day);
    focusNext.current = { kind: 'day', id: day, day };
  };
  const drop = (task: Task, day: DateOnly) => {
    if (task.dueDate === day) return;
    setFailure(null);
    reschedule.mutate({ id: task.id, dueDate: day });
  };

  const onDayKey = (event: KeyboardEvent<HTMLElement>, day: DateOnly) => {
    if (event.target !== event.currentTarget) return;
    const step = ARROWS[event.key];
    if (step !== undefined) {
      event.preventDefault();
      moveFocus(moveDay(day, step));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      const week = weeks.find((w) => w.includes(day))!;
      moveFocus(event.key === 'Home' ? week[0]! : week[6]!);
    } else if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      const next = shiftAnchor(day, mode, event.key === 'PageUp' ? -1 : 1);
      setParam({ date: next });
      setFocusDay(next);
      focusNext.current = { kind: 'day', id: next, day: next };
    }
  };

  const onTaskKey = (event: KeyboardEvent<HTMLElement>, task: Task) => {
    if (!grab) {
      if (event.key === ' ') {
        event.preventDefault();
        setGrab({ task, target: task.dueDate as DateOnly });
        setSaid(t('pickedUp', { title: task.title }));
      }
      return;
    }
    const step = ARROWS[event.key];
    if (step !== undefined) {
      event.preventDefault();
      const target = moveDay(grab.target, step);
      reveal(target);
      setGrab({ ...grab, target });
      setSaid(t('over', { title: task.title, date: longDate(target) }));
      focusNext.current = { kind: 'task', id: task.id, day: task.dueDate as DateOnly };
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      setGrab(null);
      drop(grab.task, grab.target);
      setFocusDay(grab.target);
      focusNext.current = { kind: 'task', id: task.id, day: grab.target };
      setSaid(t('dropped', { title: task.title, date: longDate(grab.target) }));
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      setGrab(null);
      setSaid(t('cancelled', { title: task.title, date: longDate(task.dueDate as DateOnly) }));
    }
  };

  // A mouse drag starts after a few pixels (a click still opens the task); on touch, after a long press.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const task = all.find((x) => x.id === active.id);
    if (task && over) {
      drop(task, over.id as DateOnly);
      setSaid(t('dropped', { title: task.title, date: longDate(over.id as DateOnly) }));
    }
  };
  const titleOf = (id: string | number) => all.find((x) => x.id === id)?.title ?? '';
  const accessibility = {
    screenReaderInstructions: { draggable: t('moveHint') },
    announcements: {
      onDragStart: ({ active }: { active: { id: string | number } }) =>
        t('pickedUp', { title: titleOf(active.id) }),
      onDragOver: ({
        active,
        over,
      }: {
        active: { id: string | number };
        over: { id: string | number } | null;
      }) =>
        over ? t('over', { title: titleOf(active.id), date: longDate(over.id as DateOnly) }) : undefined,
      onDragEnd: ({
        active,
        over,
      }: {
        active: { id: string | number };
        over: { id: string | number } | null;
      }) =>
        over ? t('dropped', { title: titleOf(active.id), date: longDate(over.id as DateOnly) }) : undefined,
      onDragCancel: ({ active }: { active: { id: string | number } }) => {
        const task = all.find((x) => x.id === active.id);
        return task
          ? t('cancelled', { title: task.title, date: longDate(task.dueDate as DateOnly) })
          : undefined;
      },
    },
  };

  return (
    <section className={styles.calendar} aria-labelledby="calendar-title">
      <header className={styles.header}>
        <h1 id="calendar-title" className={styles.title}>
          {t('title')}
        </h1>
        <div className={styles.pager}>
          <Button
            variant="ghost"
            iconOnly
            aria-label={t(`previous.${mode}`)}
            title={t(`previous.${mode}`)}
            icon={<ChevronLeft size={18} aria-hidden="true" />}
            onClick={() => setParam({ date: shiftAnchor(anchor, mode, -1) })}
          />
          <Button variant="secondary" onClick={() => setParam({ date: null })}>
            {t('today')}
          </Button>
          <Button
            variant="ghost"
            iconOnly
            aria-label={t(`next.${mode}`)}
            title={t(`next.${mode}`)}
            icon={<ChevronRight size={18} aria-hidden="true" />}
            onClick={() => setParam({ date: shiftAnchor(anchor, mode, 1) })}
          />
          <p className={styles.period} aria-live="polite" data-testid="calendar-period">
            {period}
          </p>
        </div>
      </header>

      <TaskToolbar
        filters={taskView}
        onChange={changeView}
        found={visible.length}
        filtered={hasViewFilter(taskView) || scope !== 'all'}
      >
        <FindingFilters view={taskView} onChange={changeView} labels={labels} />
        <ToggleGroup
          label={t('scope.label')}
          options={CALENDAR_SCOPES.map((s) => ({ value: s, text: t(`scope.${s}`) }))}
          value={scope}
          onChange={(s) => setParam({ scope: s === 'all' ? null : s })}
        />
        <ToggleGroup
          label={t('mode.label')}
          options={CALENDAR_MODES.map((m) => ({ value: m, text: t(`mode.${m}`) }))}
          value={mode}
          onChange={(m) => setParam({ cal: m === 'month' ? null : m })}
        />
      </TaskToolbar>

      {failure && (
        <div className={styles.failure} role="alert">
          <span>{failure}</span>
          <Button
            variant="ghost"
            iconOnly
            aria-label={t('dismiss')}
            icon={<X size={16} aria-hidden="true" />}
            onClick={() => setFailure(null)}
          />
        </div>
      )}

      {tasks.isPending ? (
        <LoadingState />
      ) : tasks.isError ? (
        <ErrorState onRetry={() => void tasks.refetch()} />
      ) : (
        <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={accessibility}>
          <table
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA grid pattern on a table
            role="grid"
            aria-label={t('grid', { period })}
            aria-readonly="true"
            className={styles.grid}
            data-mode={mode}
          >
            <thead>
              <tr>
                {weeks[0]!.map((day) => (
                  <th scope="col" key={day} className={styles.weekday}>
                    <abbr title={format(toDate(day), 'EEEE', { locale })}>
                      {format(toDate(day), mode === 'week' ? 'EEE d' : 'EEEEEE', { locale })}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]}>
                  {week.map((day) => (
                    <DayCell
                      key={day}
                      day={day}
                      label={t('dayTasks', { date: longDate(day), count: byDay.get(day)?.length ?? 0 })}
                      todayMark={day === today ? t('todayMark') : null}
                      outside={mode === 'month' && day.slice(0, 7) !== anchor.slice(0, 7)}
                      focusable={day === activeDay}
                      target={grab?.target === day}
                      cellRef={(el) => {
                        if (el) cells.current.set(day, el);
                        else cells.current.delete(day);
                      }}
                      onFocus={() => setFocusDay(day)}
                      onKeyDown={(e) => onDayKey(e, day)}
                    >
                      {(byDay.get(day) ?? NO_TASKS).map((task) => (
                        <TaskChip
                          key={task.id}
                          task={task}
                          label={t('task', { title: task.title, date: longDate(day) })}
                          grabbed={grab?.task.id === task.id}
                          chipRef={(el) => {
                            if (el) chips.current.set(task.id, el);
                            else chips.current.delete(task.id);
                          }}
                          onKeyDown={(e) => onTaskKey(e, task)}
                        />
                      ))}
                    </DayCell>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </DndContext>
      )}
      {undated > 0 && <p className={styles.undated}>{t('undated', { count: undated })}</p>}
      <p id="calendar-move-hint" className="tm-visually-hidden">
        {t('moveHint')}
      </p>
      <output aria-live="assertive" className="tm-visually-hidden" data-testid="calendar-announcement">
        {said}
      </output>
    </section>
  );
}

interface DayCellProps {
  day: DateOnly;
  label: string;
  todayMark: string | null;
  /** A day of the neighbouring month, shown to complete the first and last week. */
  outside: boolean;
  focusable: boolean;
  /** Where a task picked up with the keyboard would land. */
  target: boolean;
  cellRef: (el: HTMLElement | null) => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  children: React.ReactNode;
}

function DayCell({
  day,
  label,
  todayMark,
  outside,
  focusable,
  target,
  cellRef,
  onFocus,
  onKeyDown,
  children,
}: DayCellProps) {
  const { setNodeRef, isOver } = useDroppable({ id: day });
  return (
    <td
      ref={(el) => {
        setNodeRef(el);
        cellRef(el);
      }}
      tabIndex={focusable ? 0 : -1}
      aria-current={todayMark ? 'date' : undefined}
      data-day={day}
      data-outside={outside || undefined}
      data-over={isOver || target || undefined}
      className={styles.day}
      onFocus={(e) => {
        if (e.target === e.currentTarget) onFocus();
      }}
      onKeyDown={onKeyDown}
    >
      {/* The day's number is what the eye reads; a screen reader hears the whole date and its count. */}
      <span className={styles.dayNumber} aria-hidden="true">
        {Number(day.slice(8))}
      </span>
      <span className="tm-visually-hidden" data-testid="calendar-day-label">
        {todayMark ? `${label} (${todayMark})` : label}
      </span>
      <div className={styles.tasks}>{children}</div>
    </td>
  );
}

function TaskChip({
  task,
  label,
  grabbed,
  chipRef,
  onKeyDown,
}: {
  task: Task;
  label: string;
  grabbed: boolean;
  chipRef: (el: HTMLElement | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const { setNodeRef, listeners, isDragging, transform } = useDraggable({ id: task.id });
  return (
    <button
      type="button"
      ref={(el) => {
        setNodeRef(el);
        chipRef(el);
      }}
      {...listeners}
      className={styles.task}
      data-status={task.status}
      data-dragging={isDragging || grabbed || undefined}
      aria-label={label}
      aria-describedby="calendar-move-hint"
      aria-pressed={grabbed ? true : undefined}
      style={transform ? { transform: `translate(${transform.x}px, ${transform.y}px)` } : undefined}
      onClick={() => navigate(taskPath(task.id, location.search))}
      onKeyDown={(event) => {
        onKeyDown(event);
        if (!event.defaultPrevented) listeners?.onKeyDown?.(event);
      }}
      // Space picks the task up (onKeyDown): it must not also open it, as a button's Space would.
      onKeyUp={(event) => {
        if (event.key === ' ') event.preventDefault();
      }}
    >
      {task.title}
    </button>
  );
}

function ToggleGroup<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: T; text: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset
    <div role="group" aria-label={label} className={styles.toggle}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.toggleButton}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.text}
        </button>
      ))}
    </div>
  );
}
