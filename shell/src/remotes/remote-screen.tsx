import type { RemoteName } from '@tm/domain/remotes/remote-props';
import { ErrorState } from '@tm/ui/error-state';
import { LoadingState } from '@tm/ui/spinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';
import type { PropsOf } from './remote-props.ts';
import { useRemoteApp } from './use-remote-app.ts';

/** Renders a remote's exposed App; a failure shows a translated message and Retry, the shell keeps working. */
export function RemoteScreen<N extends RemoteName>({ name, props }: { name: N; props: PropsOf[N] }) {
  const { t } = useTranslation('shell');
  const [attempt, setAttempt] = useState(0);
  const remote = useRemoteApp<PropsOf[N]>(name, attempt);

  const failure = (reset?: () => void) => (
    <ErrorState
      title={t('remote.failed')}
      description={t('remote.failedHint')}
      onRetry={() => {
        reset?.();
        setAttempt((n) => n + 1);
      }}
    />
  );

  if (remote.status === 'loading') return <LoadingState label={t('remote.loading')} />;
  if (remote.status === 'failed') return failure();
  const { App } = remote;
  return (
    <RemoteErrorBoundary key={attempt} fallback={failure}>
      <App {...props} />
    </RemoteErrorBoundary>
  );
}
