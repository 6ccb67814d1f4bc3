import { errorCodeOf } from '@tm/api-client/api-error';
import { useLiveTask } from '@tm/api-client/live-task';
import { useSession } from '@tm/api-client/session';
import type { Task } from '@tm/domain/task/task.schema';
import { formatShortDate } from '@tm/i18n/dates';
import { Avatar } from '@tm/ui/avatar';
import { PriorityBadge } from '@tm/ui/badge';
import { Button } from '@tm/ui/button';
import { Dialog } from '@tm/ui/dialog';
import { LoadingState } from '@tm/ui/spinner';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import AttachmentsPanel from '../attachments/attachments-panel.tsx';
import { ChecklistPanel } from '../checklist/checklist-panel.tsx';
import { CommentsPanel } from '../comments/comments-panel.tsx';
import { LazyMarkdownView } from '../description/lazy-markdown-view.tsx';
import { TaskLabelsPanel } from '../labels/task-labels-panel.tsx';
import { TaskMove } from '../projects/task-move.tsx';
import { TaskProject } from '../projects/task-project.tsx';
import { ActivityFeed } from './activity-feed.tsx';
import { RepetitionControl } from './repetition-control.tsx';
import './task-detail-i18n.ts';
import styles from './task-detail.module.css';

/** What the dialog shows: the task, or why there is none. */
type Found = { task: Task } | { state: 'loading' | 'notFound' | 'failed' };

/**
 * The task read alone with its comments and checklist (tasks.get; the list holds
 * only their counts), kept live by socket events: a deleted or unknown id answers
 * 404, which shows as "not found".
 */
function useDetailTask(id: string): Found {
  const single = useLiveTask(id);
  if (single.data) return { task: single.data };
  if (single.isError) {
    const code = errorCodeOf(single.error);
    return { state: code === 'NOT_FOUND' || code === 'VALIDATION_FAILED' ? 'notFound' : 'failed' };
  }
  return { state: 'loading' };
}

/**
 * A task of its own at /app/tasks/{id} (issue 19), over the list: its details,
 * repetition, description, attachments, comments (the comment box lives here, not
 * on the list's rows) and the activity interleaving history and comments.
 */
export function TaskDetailDialog({
  taskId,
  onClose,
  onCloseAutoFocus,
}: {
  taskId: string;
  onClose: () => void;
  /** Gives the focus back to what opened it (the title on its card) once closed. */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useTranslation('taskDetail');
  const found = useDetailTask(taskId);
  const task = 'task' in found ? found.task : null;
  const missing = 'state' in found ? found.state : null;
  const title = task ? task.title : missing === 'loading' ? t('loading') : t('notFoundTitle');

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      onCloseAutoFocus={onCloseAutoFocus}
      title={title}
      wide
    >
      {task ? (
        <TaskDetail task={task} />
      ) : missing === 'loading' ? (
        <LoadingState label={t('loading')} />
      ) : (
        <div className={styles.missing} data-testid="task-not-found">
          <p>{missing === 'failed' ? t('loadFailed') : t('notFoundText')}</p>
          <Button variant="primary" onClick={onClose}>
            {t('backToList')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}

function TaskDetail({ task }: { task: Task }) {
  const { t } = useTranslation(['taskDetail', 'common']);
  const { user } = useSession();
  return (
    <div className={styles.detail} data-testid="task-detail">
      <dl className={styles.meta}>
        <Meta term={t('project')} wide>
          <TaskProject task={task} />
        </Meta>
        <Meta term={t('status')}>{t(`common:status.${task.status}`)}</Meta>
        <Meta term={t('priority')}>
          <PriorityBadge priority={task.priority} />
        </Meta>
        <Meta term={t('assignee')}>
          {task.assignee ? (
            <>
              <Avatar emoji={task.assignee.avatar} size="sm" /> {task.assignee.name}
            </>
          ) : (
            t('common:user.unassigned')
          )}
        </Meta>
        <Meta term={t('dueDate')}>
          {task.dueDate ? (
            <time dateTime={task.dueDate}>{formatShortDate(task.dueDate)}</time>
          ) : (
            t('noDueDate')
          )}
        </Meta>
        <Meta term={t('owner')}>
          <Avatar emoji={task.owner.avatar} size="sm" /> {task.owner.name}
        </Meta>
      </dl>

      <RepetitionControl task={task} isOwner={user?.id === task.ownerId} />
      <TaskMove task={task} />

      <Section title={t('sections.description')}>
        {task.description ? (
          <LazyMarkdownView text={task.description} />
        ) : (
          <p className={styles.muted}>{t('noDescription')}</p>
        )}
      </Section>
      <div className={styles.section}>
        <TaskLabelsPanel task={task} headingClassName={styles.sectionTitle} />
      </div>
      <div className={styles.section}>
        <ChecklistPanel task={task} headingClassName={styles.sectionTitle} />
      </div>
      <Section title={t('sections.attachments')}>
        <AttachmentsPanel taskId={task.id} />
      </Section>
      <Section title={t('sections.comments')}>
        <CommentsPanel task={task} />
      </Section>
      <Section title={t('sections.activity')}>
        <ActivityFeed task={task} />
      </Section>
    </div>
  );
}

function Meta({ term, wide, children }: { term: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? `${styles.metaItem} ${styles.metaWide}` : styles.metaItem}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A part of the task named by its heading (a region screen readers can jump to). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
