import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@tm/api-client/trpc';
import type { HistoryEntry } from '@tm/domain/task/task.schema';
import { formatShortDate } from '@tm/i18n/dates';
import { Avatar } from '@tm/ui/avatar';
import { Dialog } from '@tm/ui/dialog';
import { LoadingState } from '@tm/ui/spinner';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Clamped } from '../description/clamped.tsx';
import { MentionText } from '../mentions/mention-text.tsx';
import styles from './history.module.css';
import { historyValue } from './history-value.ts';

/** 'Historique des modifications' (SPEC 2): newest first, "Système" for changes without a user. */
export function HistoryDialog({ taskId, onClose }: { taskId: string; onClose: () => void }) {
  const { t } = useTranslation(['tasks', 'common']);
  const trpc = useTRPC();
  // Always fresh: the history grows with every change.
  const history = useQuery({ ...trpc.tasks.history.queryOptions({ id: taskId }), staleTime: 0, gcTime: 0 });
  useEffect(() => {
    // SPEC 8: a failed history fetch is only logged; nothing is shown.
    if (history.error) console.error('Failed to fetch history', history.error);
  }, [history.error]);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('history.title')}>
      <div className={styles.body}>
        {history.isPending ? (
          <LoadingState />
        ) : !history.data || history.data.length === 0 ? (
          <p className={styles.empty}>{t('history.empty')}</p>
        ) : (
          <ol className={styles.list}>
            {history.data.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </div>
    </Dialog>
  );
}

/** One entry; also a line of the detail view's activity feed (task-detail/activity-feed.tsx). */
export function HistoryRow({ entry }: { entry: HistoryEntry }) {
  const { t, i18n } = useTranslation(['tasks', 'common']);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(entry.createdAt),
  );
  const show = (value: string | null) => {
    const v = historyValue(entry.field, value);
    if (v.kind === 'none') return t('history.noValue');
    if (v.kind === 'date') return formatShortDate(v.date);
    if (v.kind === 'text') return v.text;
    return t(v.key as 'common:status.todo');
  };
  return (
    <li className={styles.entry}>
      <Avatar emoji={entry.user?.avatar ?? '⚙️'} name={entry.user?.name} size="sm" />
      <div>
        <p className={styles.line}>
          <strong>{entry.user?.name ?? t('common:user.system')}</strong>{' '}
          {entry.action === 'imported'
            ? t('history.imported', { source: entry.newValue === 'trello' ? 'Trello' : 'CSV' })
            : entry.action === 'created' || !entry.field
              ? t('history.created')
              : t('history.changed', { field: t(`history.fields.${entry.field}`) })}
        </p>
        {entry.action === 'updated' && entry.field === 'description' && (
          <LongTextChange before={show(entry.oldValue)} after={show(entry.newValue)} />
        )}
        {entry.action === 'updated' && entry.field && entry.field !== 'description' && (
          <p className={styles.change}>
            <span className={styles.old}>{show(entry.oldValue)}</span>
            <span aria-hidden="true"> → </span>
            <span className="tm-visually-hidden">{t('history.to')}</span>
            <span>{show(entry.newValue)}</span>
          </p>
        )}
        <time className={styles.when} dateTime={entry.createdAt}>
          {when}
        </time>
      </div>
    </li>
  );
}

/**
 * A long text's change (the description): both texts as written, mentions shown by
 * name, labelled, each a few lines high.
 */
function LongTextChange({ before, after }: { before: string; after: string }) {
  const { t } = useTranslation('tasks');
  return (
    <dl className={styles.texts}>
      <div>
        <dt>{t('history.before')}</dt>
        <dd className={styles.old}>
          <Clamped lines={4}>
            <p className={styles.longText}>
              <MentionText text={before} />
            </p>
          </Clamped>
        </dd>
      </div>
      <div>
        <dt>{t('history.after')}</dt>
        <dd>
          <Clamped lines={4}>
            <p className={styles.longText}>
              <MentionText text={after} />
            </p>
          </Clamped>
        </dd>
      </div>
    </dl>
  );
}
