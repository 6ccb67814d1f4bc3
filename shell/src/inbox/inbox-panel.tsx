import type { InboxItem } from '@tm/domain/notification/inbox.schema';
import { Link } from '@tm/ui/router';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './inbox.module.css';
import type { useInbox } from './use-inbox.ts';

interface InboxPanelProps {
  id: string;
  /** Where the bell ends on screen: a phone shows the panel from there. */
  top: number;
  inbox: ReturnType<typeof useInbox>;
  /** A task link was followed: the panel closes. */
  onNavigate(): void;
}

/** The inbox's items, newest first, each opening its task; read one or all. */
export function InboxPanel({ id, inbox, top, onNavigate }: InboxPanelProps) {
  const { t, i18n } = useTranslation('shell');
  const page = inbox.page;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section
      id={id}
      className={styles.panel}
      aria-label={t('inbox.title')}
      style={{ '--inbox-top': `${Math.round(top)}px` } as CSSProperties}
    >
      <div className={styles.panelHead}>
        <h2 className={styles.panelTitle}>{t('inbox.title')}</h2>
        <button
          type="button"
          className={styles.textButton}
          disabled={!page || page.unreadCount === 0}
          onClick={inbox.markAllRead}
        >
          {t('inbox.markAllRead')}
        </button>
      </div>
      {inbox.isError && (
        <p className={styles.note} role="alert">
          {t('inbox.loadFailed')}{' '}
          <button type="button" className={styles.textButton} onClick={() => void inbox.refetch()}>
            {t('inbox.retry')}
          </button>
        </p>
      )}
      {page && page.items.length === 0 && <p className={styles.note}>{t('inbox.empty')}</p>}
      {page && page.items.length > 0 && (
        <ul className={styles.list}>
          {page.items.map((item) => (
            <li key={item.id} className={item.readAt ? styles.item : `${styles.item} ${styles.unread}`}>
              <div className={styles.itemText}>
                <span className={styles.kind}>
                  {!item.readAt && <span className={styles.srOnly}>{t('inbox.unread')} </span>}
                  {t(`inbox.type.${item.type}`)}
                </span>
                <ItemTitle
                  item={item}
                  onNavigate={() => {
                    if (!item.readAt) inbox.markRead([item.id]);
                    onNavigate();
                  }}
                />
                <time className={styles.time} dateTime={item.createdAt}>
                  {when.format(new Date(item.createdAt))}
                </time>
              </div>
              {!item.readAt && (
                <button
                  type="button"
                  className={styles.textButton}
                  onClick={() => inbox.markRead([item.id])}
                  aria-label={t('inbox.markReadNamed', { title: item.title })}
                >
                  {t('inbox.markRead')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {page?.nextCursor && (
        <div className={styles.more}>
          <button
            type="button"
            className={styles.textButton}
            onClick={inbox.loadOlder}
            disabled={inbox.loadingOlder}
          >
            {t('inbox.older')}
          </button>
        </div>
      )}
    </section>
  );
}

function ItemTitle({ item, onNavigate }: { item: InboxItem; onNavigate(): void }) {
  if (!item.taskId) return <span className={styles.itemTitle}>{item.title}</span>;
  return (
    <Link to={`/app/tasks/${item.taskId}`} className={styles.itemTitle} onClick={onNavigate}>
      {item.title}
    </Link>
  );
}
