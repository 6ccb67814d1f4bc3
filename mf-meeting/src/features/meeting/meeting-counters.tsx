import type { MeetingOverview } from '@tm/domain/meeting/meeting.schema';
import { Link } from '@tm/ui/router';
import { AlertOctagon, Hourglass, PlayCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './meeting.module.css';

/**
 * The three counters, big enough to read from the back of the room. Outside kiosk mode a
 * counter leads to its list: the critical list below, the task list filtered on "in
 * progress". Awaiting approval has no list of its own to lead to.
 */
export function MeetingCounters({ counts, kiosk }: { counts: MeetingOverview['counts']; kiosk: boolean }) {
  const { t, i18n } = useTranslation('meeting');
  const tiles: {
    key: string;
    value: number;
    label: string;
    icon: ReactNode;
    tone: string | undefined;
    to?: string;
  }[] = [
    {
      key: 'critical',
      value: counts.critical,
      label: t('counters.critical'),
      icon: <AlertOctagon />,
      tone: styles.critical,
      to: '#meeting-critical',
    },
    {
      key: 'inProgress',
      value: counts.inProgress,
      label: t('counters.inProgress'),
      icon: <PlayCircle />,
      tone: styles.progress,
      to: '/app?status=doing',
    },
    {
      key: 'awaitingApproval',
      value: counts.awaitingApproval,
      label: t('counters.awaitingApproval'),
      icon: <Hourglass />,
      tone: styles.approval,
    },
  ];
  return (
    <ul className={styles.counters}>
      {tiles.map((tile) => {
        const body = (
          <>
            <span className={styles.counterIcon} aria-hidden="true">
              {tile.icon}
            </span>
            <span className={styles.counterValue}>{tile.value.toLocaleString(i18n.language)}</span>
            <span className={styles.counterLabel}>{tile.label}</span>
          </>
        );
        return (
          <li key={tile.key} className={`${styles.counter} ${tile.tone}`} data-testid={`meeting-${tile.key}`}>
            {tile.to && !kiosk ? (
              tile.to.startsWith('#') ? (
                <a className={styles.counterLink} href={tile.to}>
                  {body}
                </a>
              ) : (
                <Link className={styles.counterLink} to={tile.to}>
                  {body}
                </Link>
              )
            ) : (
              body
            )}
          </li>
        );
      })}
    </ul>
  );
}
