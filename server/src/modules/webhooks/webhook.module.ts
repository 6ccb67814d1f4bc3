import { defineModule } from '../define-module.ts';
import { webhookEndpoints } from './webhook.endpoints.ts';
import { defineWebhookJobs } from './webhook.jobs.ts';
import { subscribeWebhooks } from './webhook-events.ts';

export const webhooksModule = defineModule({
  name: 'webhooks',
  tag: 'Webhooks and their delivery log (admins).',
  endpoints: webhookEndpoints,
  jobs: defineWebhookJobs,
  subscribers: subscribeWebhooks,
});
