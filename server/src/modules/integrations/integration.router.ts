import {
  IntegrationConfigureInput,
  IntegrationOwnerInput,
  IntegrationProviderInput,
  IntegrationTestInput,
} from '@tm/domain/integration/integration.schema';
import { memberProcedure, router } from '../../trpc/init.ts';
import { integrationService } from './integration.service.ts';
import { configureIntegration, removeIntegration } from './integration-audit.ts';

export const integrationsRouter = router({
  list: memberProcedure
    .input(IntegrationOwnerInput.optional())
    .query(({ ctx, input }) => integrationService.list(ctx.em, ctx.member.id, input?.userId)),
  test: memberProcedure
    .input(IntegrationTestInput)
    .mutation(({ ctx, input }) => integrationService.test(ctx.deps, ctx.em, ctx.member.id, input)),
  configure: memberProcedure
    .input(IntegrationConfigureInput)
    .mutation(({ ctx, input }) => configureIntegration(ctx, input)),
  sync: memberProcedure
    .input(IntegrationProviderInput)
    .mutation(({ ctx, input }) =>
      integrationService.syncNow(ctx.deps, ctx.em, ctx.member.id, input.provider, input.userId),
    ),
  remove: memberProcedure.input(IntegrationProviderInput).mutation(async ({ ctx, input }) => {
    await removeIntegration(ctx, input.provider, input.userId);
    return { provider: input.provider };
  }),
});
