import { PublicTaskOut, TaskCardListOut, TaskOut, UrgentPageOut } from '@tm/domain/api/wire.schema';
import {
  CreateTaskInput,
  UpdateTaskInput,
  UrgentListInput,
  VisibilityInput,
} from '@tm/domain/task/task.schema';
import { BulkTaskInput } from '@tm/domain/task/task-bulk.schema';
import { TaskCounts } from '@tm/domain/task/task-counts';
import { MoveTaskInput } from '@tm/domain/task/task-move.schema';
import { z } from 'zod';
import { route } from '../../openapi/route-spec.ts';
import { defineModule } from '../define-module.ts';
import { defineTaskListJobs } from './list-cache/list-changes.job.ts';
import { tasksRest } from './task.rest.ts';
import { tasksRouter } from './task.router.ts';

const Tasks = z.array(TaskOut);

export const tasksModule = defineModule({
  name: 'tasks',
  tag: 'Tasks: lists, one task, its changes, the board’s moves and its history.',
  rest: tasksRest,
  router: tasksRouter,
  jobs: defineTaskListJobs,
  paths: [
    route({
      method: 'get',
      path: '/api/tasks/public',
      procedure: 'tasks.publicList',
      summary: 'The public dashboard’s tasks',
      auth: 'public',
      responses: { 200: z.array(PublicTaskOut), 304: 'empty' },
    }),
    route({
      method: 'get',
      path: '/api/tasks/public/stream',
      // REST only: Server-Sent Events, a stream no tRPC query answers.
      procedure: { restOnly: 'tasks.publicStream' },
      summary:
        'The public dashboard’s tasks as Server-Sent Events: an `event: list` (the same array as /api/tasks/public, `id:` its version) on connect and after each change; a reconnect whose Last-Event-ID is the current version gets no resend. 429 beyond PUBLIC_STREAM_PER_ADDRESS streams from one address, 503 beyond PUBLIC_STREAM_MAX on one instance',
      auth: 'public',
      responses: { 200: { mediaType: 'text/event-stream' } },
    }),
    route({
      method: 'get',
      path: '/api/tasks',
      procedure: 'tasks.list',
      summary: 'Every task the member may see',
      auth: 'member',
      responses: { 200: Tasks, 304: 'empty' },
    }),
    route({
      method: 'get',
      path: '/api/tasks/cards',
      procedure: 'tasks.cards',
      summary:
        'Every task as the screens list it: people and labels once, by id; comment and checklist counts instead of their contents (GET /api/tasks/{id} has them)',
      auth: 'member',
      responses: { 200: TaskCardListOut, 304: 'empty' },
    }),
    route({
      method: 'get',
      path: '/api/tasks/counts',
      procedure: 'tasks.counts',
      summary: 'Tasks by status',
      auth: 'member',
      responses: { 200: TaskCounts, 304: 'empty' },
    }),
    route({
      method: 'get',
      path: '/api/tasks/urgent',
      procedure: 'tasks.urgent',
      summary: 'One page of urgent tasks',
      auth: 'member',
      query: UrgentListInput,
      responses: { 200: UrgentPageOut },
    }),
    route({
      method: 'get',
      path: '/api/tasks/:id',
      procedure: 'tasks.get',
      summary: 'One task',
      auth: 'member',
      responses: { 200: TaskOut },
    }),
    route({
      method: 'post',
      path: '/api/tasks',
      procedure: 'tasks.create',
      summary: 'Create a task',
      auth: 'member',
      body: CreateTaskInput,
      responses: { 201: TaskOut },
    }),
    route({
      method: 'post',
      path: '/api/tasks/bulk',
      procedure: 'tasks.bulk',
      summary: 'One action on several tasks',
      auth: 'member',
      body: BulkTaskInput,
      responses: { 200: Tasks, 204: 'empty' },
    }),
    route({
      method: 'patch',
      path: '/api/tasks/:id',
      procedure: 'tasks.update',
      summary: 'Change a task',
      auth: 'member',
      body: UpdateTaskInput,
      responses: { 200: TaskOut },
    }),
    route({
      method: 'delete',
      path: '/api/tasks/:id',
      procedure: 'tasks.remove',
      summary: 'Delete a task',
      auth: 'member',
      responses: { 204: 'empty' },
    }),
    route({
      method: 'patch',
      path: '/api/tasks/:id/visibility',
      procedure: 'tasks.setVisibility',
      summary: 'Publish or unpublish a task',
      auth: 'member',
      body: VisibilityInput,
      responses: { 200: TaskOut },
    }),
    route({
      method: 'post',
      path: '/api/tasks/:id/move',
      procedure: 'tasks.move',
      summary: 'Move a task on the board',
      auth: 'member',
      body: MoveTaskInput,
      responses: { 200: TaskOut },
    }),
    route({
      method: 'post',
      path: '/api/tasks/:id/claim',
      procedure: 'tasks.claim',
      summary: 'Take an unassigned task',
      auth: 'member',
      responses: { 200: TaskOut },
    }),
  ],
});
