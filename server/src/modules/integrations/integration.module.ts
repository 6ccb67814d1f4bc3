import { IntegrationOut, IntegrationTestResultOut } from '@tm/domain/api/wire-integrations.schema';
import {
  IntegrationConfigureInput,
  IntegrationOwnerInput,
  IntegrationTestInput,
} from '@tm/domain/integration/integration.schema';
import { z } from 'zod';
import { route } from '../../openapi/route-spec.ts';
import { defineModule } from '../define-module.ts';
import { defineIntegrationJobs, subscribeIntegrations } from './integration.jobs.ts';
import { integrationRest } from './integration.rest.ts';
import { integrationsRouter } from './integration.router.ts';

export const integrationsModule = defineModule({
  name: 'integrations',
  tag: 'Ticket integrations (GitHub, GitLab, Jira).',
  adapters: integrationRest,
  router: integrationsRouter,
  jobs: defineIntegrationJobs,
  subscribers: subscribeIntegrations,
  paths: [
    route({
      method: 'get',
      path: '/api/integrations',
      procedure: 'integrations.list',
      summary: 'Ticket integrations',
      auth: 'member',
      query: IntegrationOwnerInput,
      responses: { 200: z.array(IntegrationOut) },
    }),
    route({
      method: 'post',
      path: '/api/integrations/test',
      procedure: 'integrations.test',
      summary: 'Try an integration’s settings',
      auth: 'member',
      body: IntegrationTestInput,
      responses: { 200: IntegrationTestResultOut },
    }),
    route({
      method: 'post',
      path: '/api/integrations/configure',
      procedure: 'integrations.configure',
      summary: 'Save an integration',
      auth: 'member',
      body: IntegrationConfigureInput,
      responses: { 200: IntegrationOut },
    }),
    route({
      method: 'post',
      path: '/api/integrations/:provider/sync',
      procedure: 'integrations.sync',
      summary: 'Sync an integration now',
      auth: 'member',
      query: IntegrationOwnerInput,
      textParams: ['provider'],
      responses: { 200: IntegrationOut },
    }),
    route({
      method: 'delete',
      path: '/api/integrations/:provider',
      procedure: 'integrations.remove',
      summary: 'Remove an integration',
      auth: 'member',
      query: IntegrationOwnerInput,
      textParams: ['provider'],
      responses: { 204: 'empty' },
    }),
  ],
});
