// The one Module Federation configuration every app builds with: the same `shared`
// map for the shell and each remote, so a page holds ONE React, ONE QueryClient,
// ONE i18next instance, ONE socket and ONE session whatever screens it shows.
import fs from 'node:fs';
import path from 'node:path';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

type SharedConfig = { singleton: true; requiredVersion?: string | false; version?: string };

const singleton: SharedConfig = { singleton: true };
// Workspace packages are not versioned: any copy is the right one, the first loaded wins.
const workspace: SharedConfig = { singleton: true, requiredVersion: false, version: '0.0.0' };

/**
 * Every module of a workspace package, by its public subpath (`@tm/ui/button`).
 * Each is listed on its own, not as a `@tm/ui/` prefix: the host then provides
 * every one of them, even those it never imports itself, so a remote always gets
 * the host's copy and with it the host's state (session, socket, i18n instance).
 * A prefix share would provide only what the host uses, and a remote's own copy
 * of the rest would bring a second session store or a second socket.
 */
function workspaceModules(pkg: string, dir: string): string[] {
  return fs
    .readdirSync(path.join(import.meta.dirname, dir))
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|d)\.tsx?$/.test(f))
    .map((f) => `${pkg}/${f.replace(/\.tsx?$/, '')}`);
}

export const shared: Record<string, SharedConfig> = {
  react: singleton,
  'react-dom': singleton,
  'react-router': singleton,
  '@tanstack/react-query': singleton,
  i18next: singleton,
  'react-i18next': singleton,
  ...Object.fromEntries(
    [
      ...workspaceModules('@tm/ui', 'packages/ui/src'),
      ...workspaceModules('@tm/i18n', 'packages/i18n/src'),
      ...workspaceModules('@tm/api-client', 'packages/api-client/src'),
    ].map((key) => [key, workspace]),
  ),
};

/** Dev-server ports of `npm run dev`. */
export const DEV_PORTS = {
  shell: 5173,
  'mf-tasks': 5174,
  'mf-dashboard': 5175,
  'mf-meeting': 5176,
  'mf-analytics': 5177,
  'mf-admin': 5178,
} as const;

/** Where the shell's dev server forwards API, tRPC and socket traffic (a running `npm run serve`). */
const API_TARGET = process.env.API_URL ?? 'http://localhost:3000';

const devProxy = {
  '/api': { target: API_TARGET, changeOrigin: false },
  '/trpc': { target: API_TARGET, changeOrigin: false },
  '/socket.io': { target: API_TARGET, ws: true, changeOrigin: false },
};

/** The shell: a host that learns its remotes at run time (no static `remotes`). */
export function hostConfig(): UserConfig {
  return {
    plugins: [
      react(),
      federation({
        name: 'shell',
        remotes: {},
        shared,
        shareStrategy: 'loaded-first',
        dev: { remoteHmr: true },
        dts: false,
      }),
    ],
    // The shell's dev manifest points at the remotes' dev servers (shell/src/remotes/remote-manifest.ts).
    define: { 'import.meta.env.VITE_DEV_REMOTE_PORTS': JSON.stringify(JSON.stringify(DEV_PORTS)) },
    server: { port: DEV_PORTS.shell, strictPort: true, proxy: devProxy },
    preview: { port: DEV_PORTS.shell },
    build: { target: 'es2023' },
  };
}

/** A remote: exposes `./App` from src/expose/app.tsx and also runs alone from its index.html. */
export function remoteConfig(name: Exclude<keyof typeof DEV_PORTS, 'shell'>): UserConfig {
  const port = DEV_PORTS[name];
  return {
    // Relative base: the built remote works from whatever URL it is served at.
    base: './',
    plugins: [
      react(),
      federation({
        name,
        filename: 'remoteEntry.js',
        exposes: { './App': './src/expose/app.tsx' },
        shared,
        // One exposed module per remote: its CSS goes with it when the shell loads it.
        bundleAllCSS: true,
        dev: { remoteHmr: true },
        dts: false,
      }),
    ],
    server: { port, strictPort: true, origin: `http://localhost:${port}`, cors: true, proxy: devProxy },
    preview: { port },
    build: { target: 'es2023' },
  };
}
