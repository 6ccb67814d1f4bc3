import { fetchClientConfig } from '@tm/api-client/client-config';
import type { RemoteName } from '@tm/domain/remotes/remote-props';

/**
 * Where each remote's entry lives. In production the server's manifest
 * (GET /api/config, overridable with REMOTE_URLS) says; under `npm run dev` the
 * remotes' own dev servers, so they hot-reload.
 */
export async function remoteManifest(): Promise<Record<RemoteName, string>> {
  const { remotes } = await fetchClientConfig();
  if (!import.meta.env.DEV) return remotes;
  // Set by vite.shared.ts for the dev server only.
  const ports = JSON.parse(import.meta.env.VITE_DEV_REMOTE_PORTS ?? '{}') as Record<string, number>;
  return Object.fromEntries(
    Object.keys(remotes).map((name) => [name, `http://localhost:${ports[name]}/remoteEntry.js`]),
  ) as Record<RemoteName, string>;
}
