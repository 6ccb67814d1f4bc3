import { Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { handle, requireAdmin } from '../../http/request-context.ts';
import { adminWarnings, clientConfig, isDatabaseReady } from './system.service.ts';

export function systemRest(deps: AppDeps, isDraining: () => boolean): Router {
  const r = Router();
  r.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  r.get('/ready', async (_req, res) => {
    const ready = !isDraining() && (await isDatabaseReady(deps));
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable' });
  });
  r.get('/config', async (_req, res, next) => {
    try {
      res.json(await clientConfig(deps));
    } catch (err) {
      next(err);
    }
  });
  return r;
}

/** `GET /api/admin/warnings`: what the app warns admins about (mounted after the session check). */
export function adminWarningsRest(): Router {
  const r = Router();
  r.get(
    '/admin/warnings',
    requireAdmin,
    handle(async (req, res) => {
      res.json(await adminWarnings(req.ctx.em));
    }),
  );
  return r;
}
