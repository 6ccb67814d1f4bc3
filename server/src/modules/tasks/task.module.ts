import { ErrorBody } from '@tm/domain/api/wire.schema';
import { PublicListInput } from '@tm/domain/task/task.schema';
import { defineModule } from '../define-module.ts';
import { route } from '../route-spec.ts';
import { defineTaskListJobs } from './list-cache/list-changes.job.ts';
import { taskEndpoints } from './task.endpoints.ts';

export const tasksModule = defineModule({
  name: 'tasks',
  tag: 'Tasks: lists, one task, its changes, the board’s moves and its history.',
  endpoints: taskEndpoints,
  jobs: defineTaskListJobs,
  paths: [
    route({
      method: 'get',
      path: '/api/tasks/public/stream',
      // REST only: Server-Sent Events, a stream no tRPC query answers (mounted in app.ts,
      // before the request context: public-stream/public-stream.rest.ts).
      procedure: { restOnly: 'tasks.publicStream' },
      summary:
        'The public dashboard’s tasks as Server-Sent Events (`project=KEY`: one project’s, 404 as /api/tasks/public): an `event: list` (the same array as /api/tasks/public, `id:` its version) on connect and after each change; a reconnect whose Last-Event-ID is the current version gets no resend. 429 beyond PUBLIC_STREAM_PER_ADDRESS streams from one address, 503 beyond PUBLIC_STREAM_MAX on one instance, counted over every list',
      auth: 'public',
      query: PublicListInput,
      responses: { 200: { mediaType: 'text/event-stream' }, 404: ErrorBody },
    }),
  ],
});
