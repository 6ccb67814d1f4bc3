// Builds the front-end floor (host and remote) with the product's own tools and
// federation options, sharing only the libraries: no product code at all.
import path from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig } from 'vite';

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

function common(root: string, outDir: string): InlineConfig {
  return {
    root,
    configFile: false,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2023' },
  };
}

/** Builds the floor into `outDir` (`host/` served at `/`, `remote/` at `/remote/`). */
export async function buildFrontendFloor(outDir: string): Promise<void> {
  await build({
    ...common(path.join(HERE, 'remote'), path.join(outDir, 'remote')),
    base: './',
    plugins: [
      react(),
      federation({
        name: 'floor_remote',
        filename: 'remoteEntry.js',
        exposes: { './App': './app.tsx' },
        shared,
        disableRemote: true,
        ...runtimeTrim,
        dts: false,
      }),
    ],
  });
  await build({
    ...common(path.join(HERE, 'host'), path.join(outDir, 'host')),
    base: '/',
    plugins: [
      react(),
      federation({
        name: 'floor_host',
        remotes: {},
        shared,
        shareStrategy: 'loaded-first',
        ...runtimeTrim,
        dts: false,
      }),
    ],
  });
}
