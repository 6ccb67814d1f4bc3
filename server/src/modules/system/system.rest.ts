import { Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { clientConfig, isDatabaseReady } from './system.service.ts';

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
