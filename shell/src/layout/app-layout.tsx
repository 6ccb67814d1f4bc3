import { useSession } from '@tm/api-client/session';
import type { AdminPanel } from '@tm/domain/remotes/remote-props';
import { ConnectionBanner } from '@tm/ui/connection-banner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { AdminModalHost } from '../admin/admin-modal-host.tsx';
import { AdminPanelContext } from '../admin/admin-panel-context.ts';
import { AppHeader } from '../header/app-header.tsx';
import { NotificationToasts } from '../notifications/notification-toasts.tsx';
import styles from './app-layout.module.css';

/** Every screen but /login: header, connection banner, the routed screen, and mf-admin's modals. */
export function AppLayout() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const [panel, setPanel] = useState<AdminPanel | null>(null);
  return (
    <AdminPanelContext.Provider value={setPanel}>
      <div className={styles.shell}>
        <a className={styles.skip} href="#main">
          {t('nav.skipToContent')}
        </a>
        <AppHeader />
        {user && <ConnectionBanner />}
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      {user && panel && <AdminModalHost panel={panel} onClose={() => setPanel(null)} />}
      {user && <NotificationToasts />}
    </AdminPanelContext.Provider>
  );
}
