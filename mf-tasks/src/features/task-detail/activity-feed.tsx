import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import type { Comment, Task } from '@tm/domain/task/task.schema';
import { Avatar } from '@tm/ui/avatar';
import { LoadingState } from '@tm/ui/spinner';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { HistoryRow } from '../history/history-dialog.tsx';
import { MentionText } from '../mentions/mention-text.tsx';
import { activityOf } from './activity.ts';
import styles from './task-detail.module.css';

/**
 * History entries and comments of the task, interleaved by time. The history is read
 * again whenever the task's version changes (each change writes its entries); the
 * comments come with the task.
 */
export function ActivityFeed({ task }: { task: Task }) {
  const { t } = useTranslation('taskDetail');
  const trpc = useTRPC();
  const history = useQuery({ ...trpc.tasks.history.queryOptions({ id: task.id }), staleTime: 0 });
  const { refetch } = history;
  // A new version means new entries (a change writes them with it); the first read is the query's own.
  const version = useRef(task.version);
  useEffect(() => {
    if (version.current === task.version) return;
    version.current = task.version;
    void refetch();
  }, [task.version, refetch]);
  const items = useMemo(() => activityOf(history.data ?? [], task.comments), [history.data, task.comments]);

  if (history.isPending) return <LoadingState />;
  if (history.isError) return <p className={styles.muted}>{t('activity.loadFailed')}</p>;
  if (items.length === 0) return <p className={styles.muted}>{t('activity.empty')}</p>;
  return (
    <ol className={styles.activity} data-testid="activity-feed">
      {items.map((item) =>
        item.kind === 'history' ? (
          <HistoryRow key={item.key} entry={item.entry} />
        ) : (
          <CommentRow key={item.key} comment={item.comment} />
        ),
      )}
    </ol>
  );
}

function CommentRow({ comment }: { comment: Comment }) {
  const { t, i18n } = useTranslation('taskDetail');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(comment.createdAt),
  );
  return (
    <li className={styles.activityComment}>
      <Avatar emoji={comment.author.avatar} name={comment.author.name} size="sm" />
      <div>
        <p className={styles.activityLine}>
          <strong>{comment.author.name}</strong> {t('activity.commented')}
        </p>
        <p className={styles.commentText}>
          <MentionText text={comment.content} />
        </p>
        <time className={styles.muted} dateTime={comment.createdAt}>
          {when}
        </time>
      </div>
    </li>
  );
}
