import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { REMOTE_NAMES } from '@tm/domain/remotes/remote-props';
import express, { type Router } from 'express';
import expressStaticGzip from 'express-static-gzip';

// A content-hashed script, style or font (possibly its precompressed copy): never changes.
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(js|css|woff2?)(\.br|\.gz)?$/;
const REMOTE_ENTRY = /remoteEntry\.js(\.br|\.gz)?$/;

/**
 * Serves the built shell at `/` (with SPA fallback) and each built remote under
 * `/remotes/<name>/`. Hashed assets are cached for a year; entry files are
 * revalidated so a redeployed remote is picked up without rebuilding the shell.
 * Each file goes out as the brotli or gzip copy the build wrote beside it
 * (vite.shared.ts) when the browser accepts it, with `Vary: Accept-Encoding`.
 */
export function staticApps(root: string): Router {
  const r = express.Router();
  const setHeaders = (res: ServerResponse, file: string) => {
    const hashed = HASHED.test(file) && !REMOTE_ENTRY.test(file);
    res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  };
  const serve = (dir: string, index: string | false) =>
    expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index,
      serveStatic: { setHeaders, index },
    });
  for (const name of REMOTE_NAMES) {
    r.use(`/remotes/${name}`, serve(path.join(root, name, 'dist'), 'index.html'));
  }
  const shellDist = path.join(root, 'shell', 'dist');
  r.use(serve(shellDist, false));
  const indexHtml = path.join(shellDist, 'index.html');
  const indexPage = serve(shellDist, false);
  r.get(/^(?!\/(api|trpc|socket\.io|remotes)(\/|$)).*/, (req, res, next) => {
    if (!fs.existsSync(indexHtml)) return next();
    // Every screen's address answers the shell's page, compressed like any file.
    req.url = '/index.html';
    indexPage(req, res, next);
  });
  return r;
}
