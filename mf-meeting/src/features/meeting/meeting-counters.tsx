import type { MeetingOverview } from '@tm/domain/meeting/meeting.schema';
import { AlertOctagon, Hourglass, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './meeting.module.css';

/** The three counters, big enough to read from the back of the room. */
export function MeetingCounters({ counts }: { counts: MeetingOverview['counts'] }) {
  const { t, i18n } = useTranslation('meeting');
  const tiles = [
    {
      key: 'critical',
      value: counts.critical,
      label: t('counters.critical'),
      icon: <AlertOctagon />,
      tone: styles.critical,
    },
    {
      key: 'inProgress',
      value: counts.inProgress,
      label: t('counters.inProgress'),
      icon: <PlayCircle />,
      tone: styles.progress,
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
      {tiles.map((tile) => (
        <li key={tile.key} className={`${styles.counter} ${tile.tone}`} data-testid={`meeting-${tile.key}`}>
          <span className={styles.counterIcon} aria-hidden="true">
            {tile.icon}
          </span>
          <span className={styles.counterValue}>{tile.value.toLocaleString(i18n.language)}</span>
          <span className={styles.counterLabel}>{tile.label}</span>
        </li>
      ))}
    </ul>
  );
}
