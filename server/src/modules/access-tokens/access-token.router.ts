import { AccessTokenIdInput, CreateAccessTokenInput } from '@tm/domain/api/access-token.schema';
import { memberProcedure, router } from '../../trpc/init.ts';
import { createToken, listTokens, revokeToken } from './access-token.service.ts';

export const tokensRouter = router({
  list: memberProcedure.query(({ ctx }) => listTokens(ctx)),
  create: memberProcedure.input(CreateAccessTokenInput).mutation(({ ctx, input }) => createToken(ctx, input)),
  revoke: memberProcedure.input(AccessTokenIdInput).mutation(({ ctx, input }) => revokeToken(ctx, input.id)),
});
