import { useSession } from '@tm/api-client/session';
import { Button } from '@tm/ui/button';
import { CalendarDays, CheckSquare, LogIn, Plug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOpenAdminPanel } from '../admin/admin-panel-context.ts';
import styles from './header.module.css';
import { MainNav } from './main-nav.tsx';
import { OnlineCount } from './online-count.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { TaskCounts } from './task-counts.tsx';

export function AppHeader() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const openPanel = useOpenAdminPanel();
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <Link to={user ? '/app' : '/dashboard'} className={styles.brand}>
          <span className={styles.logo} aria-hidden="true">
            <CheckSquare size={18} />
          </span>
          {t('appName', { ns: 'common' })}
        </Link>
        <div className={styles.end}>
          {user ? (
            <>
              <OnlineCount />
              <TaskCounts />
              <Button
                variant="ghost"
                icon={<CalendarDays size={16} aria-hidden="true" />}
                onClick={() => openPanel('calendar')}
              >
                <span className={styles.collapsible}>{t('header.calendar')}</span>
              </Button>
              <Button
                variant="ghost"
                icon={<Plug size={16} aria-hidden="true" />}
                onClick={() => openPanel('integrations')}
              >
                <span className={styles.collapsible}>{t('header.integrations')}</span>
              </Button>
              <ProfileMenu user={user} />
            </>
          ) : (
            <Button asChild variant="primary">
              <Link to="/login">
                <LogIn size={16} aria-hidden="true" />
                {t('nav.signIn')}
              </Link>
            </Button>
          )}
        </div>
      </div>
      <div className={styles.navRow}>
        <MainNav signedIn={Boolean(user)} />
      </div>
    </header>
  );
}
