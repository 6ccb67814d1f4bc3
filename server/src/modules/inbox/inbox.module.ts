import { defineModule } from '../define-module.ts';
import { inboxEndpoints } from './inbox.endpoints.ts';
import { defineInboxJobs } from './inbox.jobs.ts';

export const inboxModule = defineModule({
  name: 'inbox',
  tag: 'One’s notifications.',
  endpoints: inboxEndpoints,
  jobs: defineInboxJobs,
});
