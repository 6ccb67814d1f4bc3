import type { ConnectionState } from '@tm/api-client/socket';
import { Clock } from '@tm/ui/clock';
import { useTranslation } from 'react-i18next';
import styles from './dashboard.module.css';

/** Title, subtitle, the live clock, whether updates are arriving and when the list last changed. */
export function DashboardHeader({ live, updatedAt }: { live: ConnectionState; updatedAt: Date | null }) {
  const { t, i18n } = useTranslation('dashboard');
  const connected = live === 'connected';
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.subtitle}>{t('subtitle')}</p>
      </div>
      <div className={styles.headerSide}>
        <Clock className={styles.clock} />
        <span className={connected ? styles.live : styles.offline} role="status">
          <span className={styles.liveDot} aria-hidden="true" />
          {connected ? t('live.connected') : t('live.disconnected')}
        </span>
        {updatedAt && (
          <span className={styles.updatedAt} data-testid="dashboard-updated-at">
            {t('live.updatedAt', {
              time: updatedAt.toLocaleTimeString(i18n.language, { timeStyle: 'medium' }),
            })}
          </span>
        )}
      </div>
    </header>
  );
}
