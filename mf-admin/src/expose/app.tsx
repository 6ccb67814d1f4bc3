// The one module this remote exposes (`mf-admin/App`). The shell mounts it while
// one of its modals is open and says which with `panel` (AdminRemoteProps).
import '../i18n.ts';
import { AppProviders } from '@tm/api-client/app-providers';
import type { AdminPanel, AdminRemoteProps } from '@tm/domain/remotes/remote-props';
import { LoadingState } from '@tm/ui/spinner';
import { type ComponentType, lazy, Suspense } from 'react';
import { NotificationSettingsPanel } from '../features/notifications/notification-settings-panel.tsx';
import { ProfilePanel } from '../features/profile/profile-panel.tsx';
import { UsersPanel } from '../features/users/users-panel.tsx';

type PanelComponent = ComponentType<{ onClose: () => void }>;

// Every panel draws its own dialog. Calendar and integrations are loaded on first use.
const PANELS: Record<AdminPanel, PanelComponent> = {
  profile: ProfilePanel,
  users: UsersPanel,
  notifications: NotificationSettingsPanel,
  calendar: lazy(() => import('../features/calendar/calendar-panel.tsx')),
  integrations: lazy(() => import('../features/integrations/integrations-panel.tsx')),
  tokens: lazy(() => import('../features/api-tokens/tokens-panel.tsx')),
  webhooks: lazy(() => import('../features/webhooks/webhooks-panel.tsx')),
  audit: lazy(() => import('../features/audit/audit-panel.tsx')),
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
