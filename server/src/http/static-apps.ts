import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from '@tm/domain/remotes/remote-props';
import express, { type Router } from 'express';

/**
 * Serves the built shell at `/` (with SPA fallback) and each built remote under
 * `/remotes/<name>/`. Hashed assets are cached for a year; entry files are
 * revalidated so a redeployed remote is picked up without rebuilding the shell.
 */
export function staticApps(root: string): Router {
  const r = express.Router();
  const setHeaders = (res: express.Response, file: string) => {
    const hashed = /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2?)$/.test(file) && !file.endsWith('remoteEntry.js');
    res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
  for (const name of REMOTE_NAMES) {
    r.use(
      `/remotes/${name}`,
      express.static(path.join(root, name, 'dist'), { setHeaders, index: 'index.html' }),
    );
  }
  const shellDist = path.join(root, 'shell', 'dist');
  r.use(express.static(shellDist, { setHeaders, index: false }));
  const indexHtml = path.join(shellDist, 'index.html');
  r.get(/^(?!\/(api|trpc|socket\.io|remotes)(\/|$)).*/, (_req, res, next) => {
    if (!fs.existsSync(indexHtml)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return r;
}
