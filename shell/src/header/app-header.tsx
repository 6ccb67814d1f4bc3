import { useSession } from '@tm/api-client/session';
import { Button } from '@tm/ui/button';
import { Link } from '@tm/ui/router';
import { CheckSquare, LogIn } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './header.module.css';
import { MainNav } from './main-nav.tsx';

// Loaded only once someone signs in: a visitor of the public dashboard never
// downloads the menu, presence and task-count code.
const MemberActions = lazy(() => import('./member-actions.tsx'));
// The project scope is a member's too (issue 31).
const ProjectSwitcher = lazy(() => import('./project-switcher.tsx'));

export function AppHeader() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
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
            <Suspense fallback={null}>
              <MemberActions user={user} />
            </Suspense>
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
        {/* The scope the screens below show, beside the links to them. */}
        {user && (
          <div className={styles.scope}>
            <Suspense fallback={null}>
              <ProjectSwitcher />
            </Suspense>
          </div>
        )}
        <MainNav signedIn={Boolean(user)} isAdmin={Boolean(user?.isAdmin)} />
      </div>
    </header>
  );
}
