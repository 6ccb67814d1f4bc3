import type { RemoteName } from '@tm/domain/remotes/remote-props';
import { type ComponentType, useEffect, useState } from 'react';
import { loadRemoteApp } from './load-remote.ts';

export type RemoteApp<P> =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; App: ComponentType<P> };

/** Loads `<name>/App`; bump `attempt` to try again after a failure. */
export function useRemoteApp<P>(name: RemoteName, attempt: number): RemoteApp<P> {
  const [state, setState] = useState<RemoteApp<P>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadRemoteApp<P>(name, attempt > 0).then(
      (App) => live && setState({ status: 'ready', App }),
      (err: unknown) => {
        console.error(`Could not load ${name}`, err);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [name, attempt]);
  return state;
}
