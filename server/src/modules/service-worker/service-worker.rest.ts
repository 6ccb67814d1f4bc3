import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@tm/domain/remotes/remote-props';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { WEB_APP_MANIFEST } from './web-app-manifest.ts';

const TEMPLATE = fs.readFileSync(path.join(import.meta.dirname, 'sw.template.js'), 'utf8');

/**
 * A version that changes with every deployment: a hash of the built shell's
 * index.html and each remote's entry (both name their content-hashed files)
 * and of where the remotes are loaded from.
 */
function deploymentVersion(staticRoot: string, remoteUrls: Record<string, string>): string {
  const hash = createHash('sha256');
  const files = [
    path.join(staticRoot, 'shell', 'dist', 'index.html'),
    ...REMOTE_NAMES.map((name) => path.join(staticRoot, name, 'dist', 'remoteEntry.js')),
  ];
  for (const file of files) {
    try {
      hash.update(fs.readFileSync(file));
    } catch {
      hash.update(`missing:${file}`);
    }
  }
  hash.update(JSON.stringify(remoteUrls));
  return hash.digest('base64url').slice(0, 16);
}

function remoteOrigins(remoteUrls: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remoteUrls)) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // An invalid override is reported where the manifest is built.
    }
  }
  return [...origins];
}

function serviceWorkerScript(deps: AppDeps): string {
  const { staticRoot, remoteUrls } = deps.config;
  return TEMPLATE.replace('__SW_VERSION__', deploymentVersion(staticRoot, remoteUrls)).replace(
    '__SW_REMOTE_ORIGINS__',
    JSON.stringify(remoteOrigins(remoteUrls)),
  );
}

/**
 * `GET /sw.js`: always revalidated, so a new deployment's worker is found on the next visit.
 * `GET /manifest.webmanifest`: what makes the app installable (web-app-manifest.ts).
 */
export function serviceWorkerRoute(deps: AppDeps): Router {
  const r = Router();
  r.get('/manifest.webmanifest', (_req, res) => {
    res.setHeader('Content-Type', 'application/manifest+json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.send(WEB_APP_MANIFEST);
  });
  r.get('/sw.js', (_req, res) => {
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.send(serviceWorkerScript(deps));
  });
  return r;
}
