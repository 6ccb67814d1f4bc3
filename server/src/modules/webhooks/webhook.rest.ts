import { CreateWebhookInput, UpdateWebhookFields } from '@tm/domain/api/webhook.schema';
import { Router } from 'express';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/parse-input.ts';
import { handle, requireAdmin } from '../../http/request-context.ts';
import { uuidParam } from '../../http/uuid-param.ts';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  redeliver,
  sendTestEvent,
  updateWebhook,
} from './webhook.service.ts';

/** `/api/webhooks/*`: the team's webhooks, admins only (checked before the input is read). */
export function webhooksRest(deps: AppDeps): Router {
  const r = Router();
  r.use('/webhooks', requireAdmin);
  const id = (req: Parameters<typeof uuidParam>[0]) => uuidParam(req, 'id', 'Webhook');
  r.get(
    '/webhooks',
    handle(async (req, res) => {
      res.json(await listWebhooks({ ...req.ctx, deps }));
    }),
  );
  r.post(
    '/webhooks',
    handle(async (req, res) => {
      res
        .status(201)
        .json(await createWebhook({ ...req.ctx, deps }, parseInput(CreateWebhookInput, req.body)));
    }),
  );
  r.patch(
    '/webhooks/:id',
    handle(async (req, res) => {
      res.json(await updateWebhook({ ...req.ctx, deps }, id(req), parseInput(UpdateWebhookFields, req.body)));
    }),
  );
  r.delete(
    '/webhooks/:id',
    handle(async (req, res) => {
      await deleteWebhook({ ...req.ctx, deps }, id(req));
      res.status(204).end();
    }),
  );
  r.get(
    '/webhooks/:id/deliveries',
    handle(async (req, res) => {
      res.json(await listDeliveries({ ...req.ctx, deps }, id(req)));
    }),
  );
  r.post(
    '/webhooks/:id/deliveries/:deliveryId/redeliver',
    handle(async (req, res) => {
      const deliveryId = uuidParam(req, 'deliveryId', 'Delivery');
      res.status(202).json(await redeliver({ ...req.ctx, deps }, id(req), deliveryId));
    }),
  );
  r.post(
    '/webhooks/:id/test',
    handle(async (req, res) => {
      res.status(202).json(await sendTestEvent({ ...req.ctx, deps }, id(req)));
    }),
  );
  return r;
}
