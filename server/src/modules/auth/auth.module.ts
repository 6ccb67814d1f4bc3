import { TeamMemberOut } from '@tm/domain/api/wire.schema';
import { z } from 'zod';
import { defineModule } from '../define-module.ts';
import { route } from '../route-spec.ts';
import { authEndpoints } from './auth.endpoints.ts';
import { defineThrottleJobs } from './throttle.jobs.ts';

export const authModule = defineModule({
  name: 'auth',
  tag: 'Sign-in, sign-out, registration and one’s password.',
  endpoints: authEndpoints,
  jobs: defineThrottleJobs,
  paths: [
    route({
      method: 'get',
      path: '/api/auth/users',
      // REST only: SPEC 7’s second path of users.list (GET /api/users), the same answer; an operationId names one operation.
      procedure: { restOnly: 'auth.users' },
      summary: 'The team',
      auth: 'member',
      responses: { 200: z.array(TeamMemberOut) },
    }),
  ],
});
