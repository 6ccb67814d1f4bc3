import { createRequire } from 'node:module';
import path from 'node:path';
import { Router } from 'express';
import { DOCS_PAGE, DOCS_START } from './docs-page.ts';
import { openApiDocument } from './document.ts';

// The package exports no path to its browser bundle: found beside its entry (dist/index.js).
const viewerFile = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')),
  'browser/standalone.js',
);

/** `GET /api/openapi.json` and the page `/api/docs` that renders it (public: it describes, it reveals no data). */
export function openApiRest(): Router {
  const r = Router();
  r.get('/openapi.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(openApiDocument());
  });
  r.get('/docs', (_req, res) => {
    res.type('html').setHeader('Cache-Control', 'no-cache');
    res.send(DOCS_PAGE);
  });
  r.get('/docs/start.js', (_req, res) => {
    res.type('text/javascript').setHeader('Cache-Control', 'no-cache');
    res.send(DOCS_START);
  });
  r.get('/docs/viewer.js', (_req, res, next) => {
    res.sendFile(
      viewerFile,
      { maxAge: '1d', headers: { 'Content-Type': 'text/javascript; charset=utf-8' } },
      (err) => {
        if (err) next(err);
      },
    );
  });
  return r;
}
