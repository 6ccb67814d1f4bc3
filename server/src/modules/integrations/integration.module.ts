import { defineModule } from '../define-module.ts';
import { integrationEndpoints } from './integration.endpoints.ts';
import { defineIntegrationJobs, subscribeIntegrations } from './integration.jobs.ts';

export const integrationsModule = defineModule({
  name: 'integrations',
  tag: 'Ticket integrations (GitHub, GitLab, Jira).',
  endpoints: integrationEndpoints,
  jobs: defineIntegrationJobs,
  subscribers: subscribeIntegrations,
});
