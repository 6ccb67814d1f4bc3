import {
  CreateWebhookInput,
  RedeliverInput,
  UpdateWebhookInput,
  WebhookIdInput,
} from '@tm/domain/api/webhook.schema';
import { adminProcedure, router } from '../../trpc/init.ts';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  redeliver,
  sendTestEvent,
  updateWebhook,
} from './webhook.service.ts';

export const webhooksRouter = router({
  list: adminProcedure.query(({ ctx }) => listWebhooks(ctx)),
  create: adminProcedure.input(CreateWebhookInput).mutation(({ ctx, input }) => createWebhook(ctx, input)),
  update: adminProcedure
    .input(UpdateWebhookInput)
    .mutation(({ ctx, input: { id, ...fields } }) => updateWebhook(ctx, id, fields)),
  delete: adminProcedure.input(WebhookIdInput).mutation(({ ctx, input }) => deleteWebhook(ctx, input.id)),
  deliveries: adminProcedure.input(WebhookIdInput).query(({ ctx, input }) => listDeliveries(ctx, input.id)),
  redeliver: adminProcedure
    .input(RedeliverInput)
    .mutation(({ ctx, input }) => redeliver(ctx, input.id, input.deliveryId)),
  test: adminProcedure.input(WebhookIdInput).mutation(({ ctx, input }) => sendTestEvent(ctx, input.id)),
});
