import { useQuery } from '@tanstack/react-query';
import { taskDetailQuery } from '@tm/api-client/task-detail-query';
import { useTRPCClient } from '@tm/api-client/trpc';
import { useStoredDetail } from '@tm/api-client/use-task-store';
import type { MeetingTask } from '@tm/domain/meeting/meeting.schema';
import { isOverdue } from '@tm/domain/task/overdue';
import { formatLongDate, formatRelativeDue, formatShortDate } from '@tm/i18n/dates';
import { currentLanguage } from '@tm/i18n/i18n';
import { Avatar } from '@tm/ui/avatar';
import { PriorityBadge, StatusBadge } from '@tm/ui/badge';
import { Button } from '@tm/ui/button';
import { LoadingState } from '@tm/ui/spinner';
import { AlertTriangle, CalendarClock, ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './presenter.module.css';
import { PresenterActions } from './presenter-actions.tsx';

/** Comments shown under the task: the latest few, newest last. */
const LAST_COMMENTS = 3;

/** Keys that turn the page: arrows, and PageUp/PageDown, which a presentation clicker sends. */
const NEXT_KEYS = new Set(['ArrowRight', 'PageDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'PageUp']);

/** A key typed into a field changes the field, not the task shown. */
function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName))
  );
}

/**
 * Presenter mode: one critical task at a time, in the list's order, with what the meeting
 * needs to decide on it (assignee, due date, last comments, checklist progress) and the
 * three decisions it usually takes. ← → and PageUp/PageDown step; Escape leaves.
 */
export function Presenter({
  tasks,
  onClose,
  today,
  now,
}: {
  tasks: MeetingTask[];
  onClose: () => void;
  today: string;
  now: Date;
}) {
  const { t, i18n } = useTranslation('meeting');
  const count = tasks.length;
  // The task shown is followed by id: a new due date moves it in the list and it stays on
  // screen. Once it leaves the list (marked done), the screen stays at the same place in it.
  const [place, setPlace] = useState<{ id: string | null; index: number }>({ id: null, index: 0 });
  const found = place.id === null ? -1 : tasks.findIndex((task) => task.id === place.id);
  const shown = count === 0 ? -1 : found >= 0 ? found : Math.min(place.index, count - 1);
  const current = shown >= 0 ? tasks[shown] : undefined;
  useEffect(() => {
    if (current && (current.id !== place.id || shown !== place.index))
      setPlace({ id: current.id, index: shown });
  }, [current, shown, place]);
  const onIndex = useCallback(
    (next: number) => {
      const task = tasks[next];
      if (task) setPlace({ id: task.id, index: next });
    },
    [tasks],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typingIn(e.target) || e.altKey || e.ctrlKey || e.metaKey) return;
      if (NEXT_KEYS.has(e.key) && count > 0) onIndex(Math.min(count - 1, shown + 1));
      else if (PREVIOUS_KEYS.has(e.key) && count > 0) onIndex(Math.max(0, shown - 1));
      else if (e.key === 'Escape') onClose();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count, shown, onIndex, onClose]);

  const n = (v: number) => v.toLocaleString(i18n.language);
  return (
    <section className={styles.presenter} aria-labelledby="presenter-title" data-testid="presenter">
      <div className={styles.bar}>
        <Button
          size="sm"
          variant="secondary"
          icon={<ChevronLeft aria-hidden="true" />}
          disabled={shown <= 0}
          onClick={() => onIndex(shown - 1)}
        >
          {t('presenter.previous')}
        </Button>
        <p className={styles.position} aria-live="polite" data-testid="presenter-position">
          {count === 0 ? t('empty.title') : t('presenter.position', { index: n(shown + 1), count: n(count) })}
        </p>
        <Button
          size="sm"
          variant="secondary"
          icon={<ChevronRight aria-hidden="true" />}
          disabled={shown >= count - 1}
          onClick={() => onIndex(shown + 1)}
        >
          {t('presenter.next')}
        </Button>
        <Button size="sm" variant="ghost" icon={<X aria-hidden="true" />} onClick={onClose}>
          {t('presenter.close')}
        </Button>
      </div>
      <p className={styles.keys}>{t('presenter.keys')}</p>
      {current ? (
        <PresentedTask key={current.id} summary={current} today={today} now={now} />
      ) : (
        <p className={styles.emptyText}>{t('empty.subtitle')}</p>
      )}
    </section>
  );
}

function PresentedTask({ summary, today, now }: { summary: MeetingTask; today: string; now: Date }) {
  const { t, i18n } = useTranslation('meeting');
  const client = useTRPCClient();
  const lang = currentLanguage();
  // Read into the page's task store, which the task events keep current; shown from there.
  const options = useMemo(() => taskDetailQuery(client, summary.id), [client, summary.id]);
  const detail = useQuery(options);
  const overdue = isOverdue(summary, today);
  const task = useStoredDetail(summary.id);
  const checklistDone = task?.checklist.filter((i) => i.done).length ?? 0;
  const checklistTotal = task?.checklist.length ?? 0;
  const comments = task?.comments.slice(-LAST_COMMENTS) ?? [];

  return (
    <article
      className={overdue ? styles.cardOverdue : styles.card}
      data-testid="presented-task"
      data-overdue={overdue}
    >
      <h2 id="presenter-title" className={styles.title}>
        {overdue && (
          <span className={styles.overdueTag}>
            <AlertTriangle aria-hidden="true" />
            {t('list.overdue')}
          </span>
        )}
        {summary.title}
      </h2>
      <div className={styles.badges}>
        <PriorityBadge priority={summary.priority} />
        <StatusBadge status={summary.status === 'doing' ? 'doing' : 'todo'} />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('presenter.assignee')}</dt>
          <dd className={styles.assignee}>
            <Avatar emoji={summary.assignee?.avatar} size="md" />
            {summary.assignee ? summary.assignee.name : t('unassigned')}
          </dd>
        </div>
        <div>
          <dt>{t('presenter.dueDate')}</dt>
          <dd className={overdue ? styles.dueLate : undefined}>
            <CalendarClock aria-hidden="true" />
            {summary.dueDate
              ? `${formatRelativeDue(summary.dueDate, lang, now)} · ${formatLongDate(summary.dueDate, lang)}`
              : t('noDueDate')}
          </dd>
        </div>
        <div>
          <dt>{t('presenter.checklist')}</dt>
          <dd data-testid="presenter-checklist">
            {checklistTotal === 0 ? (
              t('presenter.noChecklist')
            ) : (
              <>
                <progress max={checklistTotal} value={checklistDone} aria-label={t('presenter.checklist')} />
                {t('presenter.checklistDone', {
                  done: checklistDone.toLocaleString(i18n.language),
                  total: checklistTotal.toLocaleString(i18n.language),
                })}
              </>
            )}
          </dd>
        </div>
      </dl>
      <section className={styles.comments} aria-labelledby="presenter-comments">
        <h3 id="presenter-comments">{t('presenter.lastComments')}</h3>
        {detail.isPending ? (
          <LoadingState />
        ) : comments.length === 0 ? (
          <p className={styles.muted}>{t('presenter.noComments')}</p>
        ) : (
          <ul>
            {comments.map((c) => (
              <li key={c.id}>
                <p className={styles.commentHead}>
                  <Avatar emoji={c.author.avatar} size="sm" /> <strong>{c.author.name}</strong>{' '}
                  <span className={styles.muted}>{formatShortDate(c.createdAt, lang)}</span>
                </p>
                <p className={styles.commentText}>{c.content}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      {task && <PresenterActions task={task} />}
    </article>
  );
}
