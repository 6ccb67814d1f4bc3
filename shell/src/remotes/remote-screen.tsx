import type {
  AdminRemoteProps,
  NoProps,
  RemoteName,
  TasksRemoteProps,
} from '@tm/domain/remotes/remote-props';
import { ErrorState } from '@tm/ui/error-state';
import { LoadingState } from '@tm/ui/spinner';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRemoteApp } from './load-remote.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';

type PropsOf = {
  'mf-tasks': TasksRemoteProps;
  'mf-admin': AdminRemoteProps;
  'mf-dashboard': NoProps;
  'mf-meeting': NoProps;
  'mf-analytics': NoProps;
};

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; App: ComponentType<never> };

/** Renders a remote's exposed App; a failure shows a translated message and Retry, the shell keeps working. */
export function RemoteScreen<N extends RemoteName>({ name, props }: { name: N; props: PropsOf[N] }) {
  const { t } = useTranslation('shell');
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    loadRemoteApp<PropsOf[N]>(name, attempt > 0).then(
      (App) => live && setLoaded({ status: 'ready', App: App as ComponentType<never> }),
      (err: unknown) => {
        console.error(`Could not load ${name}`, err);
        if (live) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [name, attempt]);

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

  if (loaded.status === 'loading') return <LoadingState label={t('remote.loading')} />;
  if (loaded.status === 'failed') return failure();
  const App = loaded.App as unknown as ComponentType<PropsOf[N]>;
  return (
    <RemoteErrorBoundary key={attempt} fallback={failure}>
      <App {...props} />
    </RemoteErrorBoundary>
  );
}
