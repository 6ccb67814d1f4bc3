import { useQuery } from '@tanstack/react-query';
import { useSession } from '@tm/api-client/session';
import { useTRPC } from '@tm/api-client/trpc';
import { Dialog } from '@tm/ui/dialog';
import { ErrorState } from '@tm/ui/error-state';
import { LoadingState } from '@tm/ui/spinner';
import { useTranslation } from 'react-i18next';
import { NotificationSettingsForm } from './notification-settings-form.tsx';
import { PushDeviceSetting } from './push/push-device-setting.tsx';

/** SPEC's notification settings modal: where mail goes and which events notify the user. */
export function NotificationSettingsPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { user } = useSession();
  const trpc = useTRPC();
  const settings = useQuery({
    ...trpc.users.byId.queryOptions({ id: user?.id ?? '' }),
    enabled: Boolean(user),
    // Always the server's current values, never a stale copy from an earlier opening.
    staleTime: 0,
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('notifications.title')}
      description={t('notifications.description')}
    >
      {settings.isError && <ErrorState onRetry={() => void settings.refetch()} />}
      {settings.data ? (
        <NotificationSettingsForm initial={settings.data} onSaved={onClose} onCancel={onClose} />
      ) : (
        !settings.isError && <LoadingState />
      )}
      <PushDeviceSetting />
    </Dialog>
  );
}
