import { useSession } from '@tm/api-client/session';
import type { AdminPanel } from '@tm/domain/remotes/remote-props';
import { isKioskSearch } from '@tm/ui/kiosk';
import { Outlet, useLocation, useNavigate } from '@tm/ui/router';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPanelContext } from '../admin/admin-panel-context.ts';
import { AppHeader } from '../header/app-header.tsx';
import { DefaultPasswordBanner } from '../header/default-password-banner.tsx';
import { listenForNotifications } from '../notifications/notification-inbox.ts';
import { isWallScreen } from '../routing/screens.tsx';
import styles from './app-layout.module.css';
import { ConnectionBanner } from './connection-banner.tsx';
import { useFocusReturn } from './use-focus-return.ts';

// Members only: a visitor of the public dashboard never downloads the admin
// modal's dialog or the notification toasts (nor the socket code they listen with).
const AdminModalHost = lazy(() => import('../admin/admin-modal-host.tsx'));
const NotificationToasts = lazy(() => import('../notifications/notification-toasts.tsx'));

/** Every screen but /login: header, connection banner, the routed screen, and mf-admin's modals. */
export function AppLayout() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // A wall screen (`?kiosk=1`) is shown alone, with no chrome to click.
  const kiosk = isWallScreen(location.pathname) && isKioskSearch(location.search);
  const [panel, setPanel] = useState<AdminPanel | null>(null);
  const rememberOpener = useFocusReturn(panel !== null);
  const openPanel = useCallback(
    (next: AdminPanel) => {
      rememberOpener();
      setPanel(next);
    },
    [rememberOpener],
  );
  // A notification mail's settings link (`?panel=notifications`) opens that panel once signed in.
  useEffect(() => {
    if (!user || new URLSearchParams(location.search).get('panel') !== 'notifications') return;
    setPanel('notifications');
    navigate({ pathname: location.pathname, search: '' }, { replace: true });
  }, [user, location.search, location.pathname, navigate]);
  // Listens before the toasts' code has arrived, so a notification sent meanwhile waits for them.
  useEffect(() => {
    if (user) listenForNotifications();
  }, [user]);
  if (kiosk) {
    return (
      <main id="main" className={styles.kiosk} tabIndex={-1}>
        <Outlet />
      </main>
    );
  }
  return (
    <AdminPanelContext.Provider value={openPanel}>
      <div className={styles.shell}>
        <a className={styles.skip} href="#main">
          {t('nav.skipToContent')}
        </a>
        <AppHeader />
        {user && <ConnectionBanner />}
        {user?.isAdmin && <DefaultPasswordBanner />}
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <Suspense fallback={null}>
        {user && panel && <AdminModalHost panel={panel} onClose={() => setPanel(null)} />}
        {user && <NotificationToasts />}
      </Suspense>
    </AdminPanelContext.Provider>
  );
}
