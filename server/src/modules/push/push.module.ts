import { defineModule } from '../define-module.ts';
import { pushEndpoints } from './push.endpoints.ts';
import { definePushJobs, subscribePush } from './push.jobs.ts';

export const pushModule = defineModule({
  name: 'push',
  tag: 'Web Push subscriptions of one’s devices.',
  endpoints: pushEndpoints,
  jobs: definePushJobs,
  subscribers: subscribePush,
});
