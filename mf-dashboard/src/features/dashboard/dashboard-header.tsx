import { useConnectionState } from '@tm/api-client/use-connection-state';
import { Clock } from '@tm/ui/clock';
import { useTranslation } from 'react-i18next';
import styles from './dashboard.module.css';

/** Title, subtitle, the live clock and whether updates are arriving. */
export function DashboardHeader() {
  const { t } = useTranslation('dashboard');
  const connection = useConnectionState();
  const live = connection === 'connected';
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.subtitle}>{t('subtitle')}</p>
      </div>
      <div className={styles.headerSide}>
        <Clock className={styles.clock} />
        <span className={live ? styles.live : styles.offline} role="status">
          <span className={styles.liveDot} aria-hidden="true" />
          {live ? t('live.connected') : t('live.disconnected')}
        </span>
      </div>
    </header>
  );
}
