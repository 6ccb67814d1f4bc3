import type { MeetingTask } from '@tm/domain/meeting/meeting.schema';
import { PagerStatus, usePager, WALL_PAGE_SIZE } from '@tm/ui/pager';
import { PartyPopper } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CriticalTaskRow } from './critical-task-row.tsx';
import styles from './meeting.module.css';

/**
 * Every critical task (issue 24: the list used to stop at 50). On a wall screen ten per
 * page, turning every `pageMs`, a live update keeping the page shown; otherwise all of
 * them to scroll, and presenter mode to take them one at a time.
 */
export function CriticalList({
  tasks,
  total,
  today,
  now,
  kiosk,
  pageMs,
}: {
  tasks: MeetingTask[];
  /** Every critical task, of which `tasks` are the first (the server sends up to 500). */
  total: number;
  today: string;
  now: Date;
  kiosk: boolean;
  pageMs: number;
}) {
  const { t } = useTranslation('meeting');
  const pager = usePager(tasks.length, kiosk, kiosk ? WALL_PAGE_SIZE : Math.max(1, tasks.length), pageMs);
  return (
    <section className={styles.panel} aria-labelledby="meeting-critical-title" id="meeting-critical">
      <div className={styles.panelHead}>
        <h2 id="meeting-critical-title" className={styles.panelTitle}>
          {t('list.title')}
        </h2>
        {kiosk && <PagerStatus pager={pager} intervalMs={pageMs} className={styles.pager} />}
      </div>
      {tasks.length === 0 ? (
        <div className={styles.empty}>
          <PartyPopper aria-hidden="true" />
          <p className={styles.emptyTitle}>{t('empty.title')}</p>
          <p className={styles.emptyText}>{t('empty.subtitle')}</p>
        </div>
      ) : (
        <ol className={styles.list} start={pager.start + 1}>
          {tasks.slice(pager.start, pager.end).map((task) => (
            <CriticalTaskRow key={task.id} task={task} today={today} now={now} />
          ))}
        </ol>
      )}
      {total > tasks.length && (
        <p className={styles.more}>{t('list.more', { count: total - tasks.length })}</p>
      )}
    </section>
  );
}
