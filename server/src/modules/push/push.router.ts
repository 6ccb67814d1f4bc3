import { CreatePushSubscriptionInput, PushSubscriptionIdInput } from '@tm/domain/api/push.schema';
import { memberProcedure, router } from '../../trpc/init.ts';
import { pushPublicKey, subscribe, unsubscribe } from './push.service.ts';

export const pushRouter = router({
  publicKey: memberProcedure.query(({ ctx }) => pushPublicKey(ctx)),
  subscribe: memberProcedure
    .input(CreatePushSubscriptionInput)
    .mutation(({ ctx, input }) => subscribe(ctx, input)),
  unsubscribe: memberProcedure
    .input(PushSubscriptionIdInput)
    .mutation(({ ctx, input }) => unsubscribe(ctx, input.id)),
});
