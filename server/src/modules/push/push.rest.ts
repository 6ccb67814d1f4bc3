import { CreatePushSubscriptionInput } from '@tm/domain/api/push.schema';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/parse-input.ts';
import { handle, requireMember } from '../../http/request-context.ts';
import { uuidParam } from '../../http/uuid-param.ts';
import { pushPublicKey, subscribe, unsubscribe } from './push.service.ts';

/** `GET /api/push/public-key`, `POST /api/push/subscriptions`, `DELETE /api/push/subscriptions/{id}`. */
export function pushRest(deps: AppDeps): Router {
  const r = Router();
  r.get(
    '/push/public-key',
    requireMember,
    handle(async (req, res) => {
      res.json(pushPublicKey({ ...req.ctx, deps }));
    }),
  );
  r.post(
    '/push/subscriptions',
    requireMember,
    handle(async (req, res) => {
      res
        .status(201)
        .json(await subscribe({ ...req.ctx, deps }, parseInput(CreatePushSubscriptionInput, req.body)));
    }),
  );
  r.delete(
    '/push/subscriptions/:id',
    requireMember,
    handle(async (req, res) => {
      await unsubscribe({ ...req.ctx, deps }, uuidParam(req, 'id', 'Push subscription'));
      res.status(204).end();
    }),
  );
  return r;
}
