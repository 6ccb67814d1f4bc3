// The one Module Federation configuration every app builds with: the same `shared`
// map for the shell and each remote, so a page holds ONE React, ONE router, ONE
// QueryClient, ONE i18next instance, ONE socket and ONE session whatever screens
// it shows, and downloads each of them once.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig, UserConfigFnObject } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

type SharedConfig = { singleton: true; requiredVersion?: string | false; version?: string };

const singleton: SharedConfig = { singleton: true };
// Workspace modules are not versioned: any copy is the right one, the first loaded wins.
const workspace: SharedConfig = { singleton: true, requiredVersion: false, version: '0.0.0' };

/**
 * Every module of a workspace package, by its public subpath (`@tm/api-client/socket`).
 * All of them, not some: the plugin does not route an import between two files
 * of the same package through the share, so a module left out would be loaded
 * from the remote's own bundle together with everything it imports (a second
 * socket.io download; a second copy of the i18n modules, evaluated out of order,
 * left the task list without its date locale). The host provides, and loads, every
 * module listed, so each must be in the package's `exports`: the build stops here
 * on one that is not.
 */
function workspaceModules(pkg: string, dir: string): string[] {
  const manifest = path.join(import.meta.dirname, dir, '..', 'package.json');
  const exported = new Set(Object.keys(JSON.parse(fs.readFileSync(manifest, 'utf8')).exports));
  const modules = fs
    .readdirSync(path.join(import.meta.dirname, dir))
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|d)\.tsx?$/.test(f))
    .map((f) => f.replace(/\.tsx?$/, ''));
  const missing = modules.filter((m) => !exported.has(`./${m}`));
  if (missing.length) {
    throw new Error(`${pkg}: every module is shared, so each must be exported: add ${missing.join(', ')}`);
  }
  return modules.map((m) => `${pkg}/${m}`);
}

/**
 * What is shared, and why:
 * - react, react-dom, @tanstack/react-query, i18next, react-i18next: one renderer,
 *   one QueryClient context, one i18next instance for the page.
 * - `@tm/ui/router` in place of react-router: a facade that re-exports only the
 *   routing the screens use. A shared package cannot be tree-shaken: react-router
 *   shared whole was 66 KB gzipped, the facade about 13 KB.
 * - every module of `@tm/api-client` and `@tm/i18n`: the session, socket, tRPC
 *   client and i18n instance live there, and every screen needs them, so the
 *   shell loads them once and the remotes use the shell's copies.
 * Not shared: the rest of `@tm/ui` (components without state, each app bundles
 * and tree-shakes what it uses, so a page no longer downloads the whole kit) and
 * `@tm/domain` (pure functions; its zod schemas stay out of the screens).
 * Page-wide state is also kept under `Symbol.for('taskmanager.*')` keys on
 * `globalThis` (`@tm/api-client/page-singleton`, the theme, the i18n instance),
 * so even a second copy of a module finds the same one.
 */
const shared: Record<string, SharedConfig> = {
  react: singleton,
  'react-dom': singleton,
  '@tanstack/react-query': singleton,
  i18next: singleton,
  'react-i18next': singleton,
  '@tm/ui/router': workspace,
  ...Object.fromEntries(
    [
      ...workspaceModules('@tm/i18n', 'packages/i18n/src'),
      ...workspaceModules('@tm/api-client', 'packages/api-client/src'),
    ].map((key) => [key, workspace]),
  ),
};

/**
 * A shared workspace module's own source file (`@tm/api-client/session`,
 * `@tm/ui/router`): their modules, not the remotes' catalogues
 * (`@tm/i18n/locales/*`, imported by the screens).
 */
const SHARED_WORKSPACE_MODULE =
  /packages[\\/](?:(?:api-client|i18n)[\\/]src[\\/][^\\/]+|ui[\\/]src[\\/]router)\.tsx?$/;

/**
 * The shared workspace modules, with the libraries only they use, in one chunk.
 * The shell loads every shared module as it starts: one file saves it a cascade
 * of small requests, each found only once the previous one has arrived. A
 * remote inside the shell uses the shell's copies and never downloads its own;
 * the group keeps screen code out of that chunk (a module the screens import
 * too, such as `@tm/domain/errors/error-codes`, stays apart: no recursion).
 */
const sharedWorkspaceChunk = {
  name: 'shared-workspace',
  test: new RegExp(
    [
      SHARED_WORKSPACE_MODULE.source,
      String.raw`node_modules[\\/](socket\.io-|engine\.io-|@socket\.io[\\/]|@trpc[\\/]|react-router[\\/]|cookie-es[\\/]|i18next-browser-languagedetector[\\/])`,
    ].join('|'),
  ),
  includeDependenciesRecursively: false,
};

const build: UserConfig['build'] = {
  target: 'es2023',
  // `SOURCEMAP=1 npm run build` to see which sources make up a chunk.
  sourcemap: Boolean(process.env.SOURCEMAP),
  rolldownOptions: { output: { codeSplitting: { groups: [sharedWorkspaceChunk] } } },
};

/**
 * Brotli and gzip copies beside each built script, style, page and icon, made once
 * at their highest levels (a build can take the time a request cannot). The
 * server sends the copy the browser accepts (server/src/http/static-apps.ts).
 * Below 1 KB the headers cost more than the compression saves.
 */
const precompress = () =>
  compression({
    algorithms: [
      defineAlgorithm('brotliCompress', { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      defineAlgorithm('gzip', { level: 9 }),
    ],
    include: /\.(?:js|mjs|css|html|svg|json|webmanifest)$/,
    threshold: 1024,
    skipIfLargerOrEqual: true,
    logLevel: 'silent',
  });

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

/**
 * Lists in the shell's index.html the chunks every page needs but that are found
 * late, each level only once the previous one has arrived and run: the shared
 * modules (React's, i18next's, the workspace's, which the federation runtime
 * imports once it has started, and which a remote asks the shell for), and the
 * shell's own `main.tsx` with what it imports (the entry imports it only after the
 * runtime has started). Fetched from the start, they are ready when asked for.
 */
function preloadSharedChunks(): Plugin {
  return {
    name: 'tm:preload-shared-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const wanted = new Set(
          chunks
            .filter(
              (c) =>
                /__prebuild__|shared-workspace/.test(c.fileName) ||
                SHARED_WORKSPACE_MODULE.test(c.facadeModuleId ?? ''),
            )
            .map((c) => c.fileName),
        );
        // The shell's main module and everything it imports statically.
        const main = chunks.find((c) => /shell[\\/]src[\\/]main\.tsx$/.test(c.facadeModuleId ?? ''));
        const pending = main ? [main.fileName] : [];
        for (let name = pending.pop(); name; name = pending.pop()) {
          if (wanted.has(name)) continue;
          wanted.add(name);
          pending.push(...(byName.get(name)?.imports ?? []));
        }
        return [...wanted].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** The shell: a host that learns its remotes at run time (no static `remotes`). */
/**
 * Built apps leave out the federation runtime's snapshot support (manifest
 * remotes, preloading by manifest, devtools): remotes are registered by their
 * remoteEntry.js. The dev servers keep it, it carries hot reload across apps.
 */
const runtimeTrim = (command: 'build' | 'serve') => (command === 'build' ? { disableSnapshot: true } : {});

export function hostConfig(): UserConfigFnObject {
  return ({ command }) => ({
    plugins: [
      react(),
      federation({
        name: 'shell',
        remotes: {},
        shared,
        shareStrategy: 'loaded-first',
        ...runtimeTrim(command),
        dev: { remoteHmr: true },
        dts: false,
      }),
      preloadSharedChunks(),
      precompress(),
    ],
    // The shell's dev manifest points at the remotes' dev servers (shell/src/remotes/remote-manifest.ts).
    define: { 'import.meta.env.VITE_DEV_REMOTE_PORTS': JSON.stringify(JSON.stringify(DEV_PORTS)) },
    server: { port: DEV_PORTS.shell, strictPort: true, proxy: devProxy },
    preview: { port: DEV_PORTS.shell },
    build,
  });
}

/** A remote: exposes `./App` from src/expose/app.tsx and also runs alone from its index.html. */
export function remoteConfig(name: Exclude<keyof typeof DEV_PORTS, 'shell'>): UserConfigFnObject {
  const port = DEV_PORTS[name];
  return ({ command }) => ({
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
        // A remote loads no remotes itself: without that part the runtime it ships is smaller.
        disableRemote: true,
        ...runtimeTrim(command),
        dev: { remoteHmr: true },
        dts: false,
      }),
      precompress(),
    ],
    server: { port, strictPort: true, origin: `http://localhost:${port}`, cors: true, proxy: devProxy },
    preview: { port },
    build,
  });
}
