import { TaskOut } from '@tm/domain/api/wire.schema';
import { TrashedTaskOut } from '@tm/domain/task/trash.schema';
import { z } from 'zod';
import { route } from '../route-spec.ts';

/** Issue 23: the trash (modules/trash), export and import of tasks (modules/transfer). */
export const transferPaths = [
  route({
    method: 'get',
    path: '/api/trash',
    summary: 'Trashed tasks: mine, or every one for an admin',
    auth: 'member',
    responses: { 200: z.array(TrashedTaskOut) },
  }),
  route({
    method: 'post',
    path: '/api/trash/:taskId/restore',
    summary: 'Restore a trashed task (owner or admin): the same task, same id',
    auth: 'member',
    responses: { 200: TaskOut },
  }),
  route({
    method: 'delete',
    path: '/api/trash/:taskId',
    summary: 'Delete a trashed task for good, with its files (owner or admin)',
    auth: 'member',
    responses: { 204: 'empty' },
  }),
];
