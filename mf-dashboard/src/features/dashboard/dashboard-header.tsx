import type { ConnectionState } from '@tm/api-client/socket';
import { Clock } from '@tm/ui/clock';
import { KioskButton, LastUpdate, withKiosk } from '@tm/ui/kiosk';
import { useLocation, useNavigate } from '@tm/ui/router';
import { useTranslation } from 'react-i18next';
import styles from './dashboard.module.css';

/**
 * Title (with the project's key on a project's dashboard), subtitle, the live clock,
 * whether updates are arriving and when the list last changed (shown as stale while the
 * stream or socket is down; neither while there is no list to follow, `live` null).
 * Outside kiosk mode, the button that turns the page into a wall screen.
 */
export function DashboardHeader({
  live,
  updatedAt,
  kiosk,
  projectKey,
}: {
  live: ConnectionState | null;
  updatedAt: Date | null;
  kiosk: boolean;
  projectKey: string | null;
}) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const { search } = useLocation();
  const connected = live === 'connected';
  return (
    <header className={styles.header}>
      <div>
        <h1 className={styles.title}>
          {t('title')}
          {projectKey && (
            <>
              {' '}
              <span className={styles.projectKey} data-testid="dashboard-project">
                {projectKey}
              </span>
            </>
          )}
        </h1>
        <p className={styles.subtitle}>
          {projectKey ? t('project.subtitle', { key: projectKey }) : t('subtitle')}
        </p>
      </div>
      <div className={styles.headerSide}>
        <Clock className={styles.clock} />
        {live !== null && (
          <>
            <span className={connected ? styles.live : styles.offline} role="status">
              <span className={styles.liveDot} aria-hidden="true" />
              {connected ? t('live.connected') : t('live.disconnected')}
            </span>
            <LastUpdate updatedAt={updatedAt} live={connected} className={styles.updatedAt} />
          </>
        )}
        {!kiosk && <KioskButton onEnter={() => void navigate({ search: withKiosk(search) })} />}
      </div>
    </header>
  );
}
