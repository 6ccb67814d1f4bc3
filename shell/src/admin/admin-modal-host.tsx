import type { AdminPanel } from '@tm/domain/remotes/remote-props';
import { Dialog } from '@tm/ui/dialog';
import { ErrorState } from '@tm/ui/error-state';
import { LoadingState } from '@tm/ui/spinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteErrorBoundary } from '../remotes/remote-error-boundary.tsx';
import type { PropsOf } from '../remotes/remote-props.ts';
import { useRemoteApp } from '../remotes/use-remote-app.ts';

/**
 * Mounts mf-admin while one of its panels is open; the remote draws its own
 * dialog. While it loads, or if it fails, the shell shows a dialog of its own.
 */
export default function AdminModalHost({ panel, onClose }: { panel: AdminPanel; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const [attempt, setAttempt] = useState(0);
  const remote = useRemoteApp<PropsOf['mf-admin']>('mf-admin', attempt);

  const frame = (content: React.ReactNode) => (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t(`admin.${panel}`)}>
      {content}
    </Dialog>
  );
  const failure = (reset?: () => void) =>
    frame(
      <ErrorState
        title={t('remote.failed')}
        description={t('remote.failedHint')}
        onRetry={() => {
          reset?.();
          setAttempt((n) => n + 1);
        }}
      />,
    );

  if (remote.status === 'loading') return frame(<LoadingState label={t('remote.loading')} />);
  if (remote.status === 'failed') return failure();
  const { App } = remote;
  return (
    <RemoteErrorBoundary key={attempt} fallback={failure}>
      <App panel={panel} onClose={onClose} />
    </RemoteErrorBoundary>
  );
}
