import { TaskOut } from '@tm/domain/api/wire.schema';
import { TrashedTaskOut } from '@tm/domain/task/trash.schema';
import { z } from 'zod';
import { route } from '../../openapi/route-spec.ts';
import { defineModule } from '../define-module.ts';
import { defineTrashJobs } from './trash.jobs.ts';
import { trashRest } from './trash.rest.ts';
import { trashRouter } from './trash.router.ts';

export const trashModule = defineModule({
  name: 'trash',
  tag: 'Deleted tasks, until restored or purged.',
  adapters: trashRest,
  router: trashRouter,
  jobs: defineTrashJobs,
  paths: [
    route({
      method: 'get',
      path: '/api/trash',
      procedure: 'trash.list',
      summary: 'Trashed tasks: mine, or every one for an admin',
      auth: 'member',
      responses: { 200: z.array(TrashedTaskOut) },
    }),
    route({
      method: 'post',
      path: '/api/trash/:taskId/restore',
      procedure: 'trash.restore',
      summary: 'Restore a trashed task (owner or admin): the same task, same id',
      auth: 'member',
      responses: { 200: TaskOut },
    }),
    route({
      method: 'delete',
      path: '/api/trash/:taskId',
      procedure: 'trash.purge',
      summary: 'Delete a trashed task for good, with its files (owner or admin)',
      auth: 'member',
      responses: { 204: 'empty' },
    }),
  ],
});
