// Builds the front-end floor (host and remote) with the product's own tools and
// federation options, sharing only the libraries: no product code at all.
import path from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const HERE = import.meta.dirname;
const singleton = { singleton: true } as const;
const shared = {
  react: singleton,
  'react-dom': singleton,
  '@tanstack/react-query': singleton,
  i18next: singleton,
  'react-i18next': singleton,
};
// The same trims as the product's builds (vite.shared.ts).
const runtimeTrim = { disableSnapshot: true };

type FederationOptions = Parameters<typeof federation>[0];

/** Builds one app of the floor (`app` is its folder here and under `outDir`) with its own federation part. */
function buildApp(app: 'host' | 'remote', outDir: string, base: string, options: FederationOptions) {
  return build({
    root: path.join(HERE, app),
    base,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: path.join(outDir, app), emptyOutDir: true, target: 'es2023' },
    plugins: [react(), federation({ ...options, shared, ...runtimeTrim, dts: false })],
  });
}

/** Builds the floor into `outDir` (`host/` served at `/`, `remote/` at `/remote/`). */
export async function buildFrontendFloor(outDir: string): Promise<void> {
  await buildApp('remote', outDir, './', {
    name: 'floor_remote',
    filename: 'remoteEntry.js',
    exposes: { './App': './app.tsx' },
    disableRemote: true,
  });
  await buildApp('host', outDir, '/', { name: 'floor_host', remotes: {}, shareStrategy: 'loaded-first' });
}
