// Remotes are loaded only through the federation runtime, from the manifest the
// server answers at run time: a remote can move or be redeployed without
// rebuilding the shell (DESIGN 2).
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RemoteName } from '@tm/domain/remotes/remote-props';
import type { ComponentType } from 'react';
import { remoteManifest } from './remote-manifest.ts';

let registration: Promise<Record<RemoteName, string>> | null = null;

function register(force: boolean): Promise<Record<RemoteName, string>> {
  if (registration && !force) return registration;
  registration = remoteManifest().then((remotes) => {
    registerRemotes(
      Object.entries(remotes).map(([name, entry]) => ({
        name,
        entry: new URL(entry, window.location.href).href,
        type: 'module' as const,
      })),
      { force },
    );
    return remotes;
  });
  registration.catch(() => {
    registration = null;
  });
  return registration;
}

/**
 * The default export of `<name>/App`. `retry` re-registers the remotes first so a
 * failed entry is fetched again instead of answered from the runtime's cache.
 */
export async function loadRemoteApp<P>(name: RemoteName, retry = false): Promise<ComponentType<P>> {
  await register(retry);
  const mod = await loadRemote<{ default: ComponentType<P> }>(`${name}/App`);
  if (!mod?.default) throw new Error(`Remote ${name} exposes no default component`);
  return mod.default;
}
