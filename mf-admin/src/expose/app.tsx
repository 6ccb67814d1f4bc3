// The one module this remote exposes (`mf-admin/App`). The shell mounts it while
// one of its modals is open and says which with `panel` (AdminRemoteProps).
import '../i18n.ts';
import { AppProviders } from '@tm/api-client/app-providers';
import type { AdminPanel, AdminRemoteProps } from '@tm/domain/remotes/remote-props';
import { Dialog } from '@tm/ui/dialog';
import { LoadingState } from '@tm/ui/spinner';
import { type ComponentType, lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationSettingsPanel } from '../features/notifications/notification-settings-panel.tsx';
import { ProfilePanel } from '../features/profile/profile-panel.tsx';
import { UsersPanel } from '../features/users/users-panel.tsx';

type PanelComponent = ComponentType<{ onClose: () => void }>;

// The calendar and integrations panels are their own features: each is the default
// export of `features/<name>/<name>-panel.tsx` taking `{ onClose }`, loaded on first
// use. The glob finds them at build time, so this file needs no change when they land.
const optional = import.meta.glob<{ default: PanelComponent }>([
  '../features/calendar/calendar-panel.tsx',
  '../features/integrations/integrations-panel.tsx',
]);

const lazyPanel = (name: 'calendar' | 'integrations'): PanelComponent => {
  const load = optional[`../features/${name}/${name}-panel.tsx`];
  return load ? lazy(load) : MissingPanelPlaceholder;
};

const PANELS: Record<AdminPanel, PanelComponent> = {
  profile: ProfilePanel,
  users: UsersPanel,
  notifications: NotificationSettingsPanel,
  calendar: lazyPanel('calendar'),
  integrations: lazyPanel('integrations'),
};

export default function App({ panel, onClose }: AdminRemoteProps) {
  const Panel = PANELS[panel];
  return (
    <AppProviders>
      <Suspense fallback={<LoadingState />}>
        <Panel onClose={onClose} />
      </Suspense>
    </AppProviders>
  );
}

/** Shown only while a panel's feature is not part of the build yet. */
function MissingPanelPlaceholder({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('title')}>
      <p>{t('panel.unavailable')}</p>
    </Dialog>
  );
}
