import { defineModule } from '../define-module.ts';
import { trashEndpoints } from './trash.endpoints.ts';
import { defineTrashJobs } from './trash.jobs.ts';

export const trashModule = defineModule({
  name: 'trash',
  tag: 'Deleted tasks, until restored or purged.',
  endpoints: trashEndpoints,
  jobs: defineTrashJobs,
});
