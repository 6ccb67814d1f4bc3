import { IntegrationOut, IntegrationTestResultOut } from '@tm/domain/api/wire-integrations.schema';
import {
  IntegrationConfigureInput,
  IntegrationOwnerInput,
  IntegrationProviderInput,
  IntegrationTestInput,
} from '@tm/domain/integration/integration.schema';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { integrationService } from './integration.service.ts';
import { configureIntegration, removeIntegration } from './integration-audit.ts';

// Not a UUID: a provider's name, checked by the input schema (one outside the list is a 400).
const PROVIDER = { provider: { text: true } } as const;

/** SPEC 7 integration paths (the signed-in user's own integrations only), plus a "sync now". */
export const integrationEndpoints = {
  list: endpoint({
    auth: 'member',
    summary: 'Ticket integrations',
    input: IntegrationOwnerInput.optional(),
    rest: {
      method: 'get',
      path: '/api/integrations',
      query: IntegrationOwnerInput,
      responses: { 200: z.array(IntegrationOut) },
    },
    handler: (ctx, input) => integrationService.list(ctx.em, ctx.member.id, input?.userId),
  }),
  test: endpoint({
    auth: 'member',
    summary: 'Try an integration’s settings',
    input: IntegrationTestInput,
    rest: {
      method: 'post',
      path: '/api/integrations/test',
      body: IntegrationTestInput,
      responses: { 200: IntegrationTestResultOut },
    },
    handler: (ctx, input) => integrationService.test(ctx.deps, ctx.em, ctx.member.id, input),
  }),
  configure: endpoint({
    auth: 'member',
    summary: 'Save an integration',
    input: IntegrationConfigureInput,
    rest: {
      method: 'post',
      path: '/api/integrations/configure',
      body: IntegrationConfigureInput,
      responses: { 200: IntegrationOut },
    },
    handler: (ctx, input) => configureIntegration(ctx, input),
  }),
  sync: endpoint({
    auth: 'member',
    summary: 'Sync an integration now',
    input: IntegrationProviderInput,
    rest: {
      method: 'post',
      path: '/api/integrations/:provider/sync',
      params: PROVIDER,
      query: IntegrationOwnerInput,
      responses: { 200: IntegrationOut },
    },
    handler: (ctx, { provider, userId }) =>
      integrationService.syncNow(ctx.deps, ctx.em, ctx.member.id, provider, userId),
  }),
  remove: endpoint({
    auth: 'member',
    summary: 'Remove an integration',
    input: IntegrationProviderInput,
    rest: {
      method: 'delete',
      path: '/api/integrations/:provider',
      params: PROVIDER,
      query: IntegrationOwnerInput,
      responses: { 204: 'empty' },
    },
    handler: (ctx, { provider, userId }) => removeIntegration(ctx, provider, userId),
    answer: (_none, { provider }) => ({ provider }),
  }),
};
