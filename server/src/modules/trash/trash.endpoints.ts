import { TaskOut } from '@tm/domain/api/wire.schema';
import { TrashedTaskOut, TrashTaskInput } from '@tm/domain/task/trash.schema';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { listTrash, purgeTask, restoreTask } from './trash.service.ts';

// A trashed task is outside every scope rows check (`task:`): the services find it in the trash.
const TASK = { taskId: { notFound: 'Task' } } as const;

export const trashEndpoints = {
  list: endpoint({
    auth: 'member',
    summary: 'Trashed tasks: mine, or every one for an admin',
    rest: { method: 'get', path: '/api/trash', responses: { 200: z.array(TrashedTaskOut) } },
    handler: (ctx) => listTrash(ctx),
  }),
  restore: endpoint({
    auth: 'member',
    summary: 'Restore a trashed task (owner or admin): the same task, same id',
    input: TrashTaskInput,
    rest: {
      method: 'post',
      path: '/api/trash/:taskId/restore',
      params: TASK,
      responses: { 200: TaskOut },
    },
    handler: (ctx, { taskId }) => restoreTask(ctx, taskId),
  }),
  purge: endpoint({
    auth: 'member',
    summary: 'Delete a trashed task for good, with its files (owner or admin)',
    input: TrashTaskInput,
    rest: { method: 'delete', path: '/api/trash/:taskId', params: TASK, responses: { 204: 'empty' } },
    handler: (ctx, { taskId }) => purgeTask(ctx, taskId),
    answer: (_none, { taskId }) => ({ id: taskId }),
  }),
};
