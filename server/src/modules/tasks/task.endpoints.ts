import {
  ErrorBody,
  HistoryEntryOut,
  PublicTaskOut,
  TaskCardListOut,
  TaskOut,
  UrgentPageOut,
} from '@tm/domain/api/wire.schema';
import {
  CreateTaskInput,
  PublicListInput,
  TaskIdInput,
  TaskListScopeInput,
  UpdateStatusInput,
  UpdateTaskByIdInput,
  UpdateTaskInput,
  UrgentListInput,
  VisibilityByIdInput,
  VisibilityInput,
} from '@tm/domain/task/task.schema';
import { BulkTaskInput } from '@tm/domain/task/task-bulk.schema';
import { TaskCounts } from '@tm/domain/task/task-counts';
import { MoveTaskByIdInput, MoveTaskInput } from '@tm/domain/task/task-move.schema';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { taskHistory } from '../history/history.service.ts';
import { sendJsonBody } from './list-cache/send-json-body.ts';
import type { CachedList } from './list-cache/snapshot-cache.ts';
import { claimTask, createTask, getTask, removeTask, setVisibility, updateTask } from './task.service.ts';
import { bulkTasks } from './task-bulk.service.ts';
import {
  memberTaskList,
  publicTaskList,
  taskCardList,
  taskCounts,
  urgentTaskPage,
} from './task-list.service.ts';
import { moveTask } from './task-move.service.ts';

const Tasks = z.array(TaskOut);
const ID = { id: { notFound: 'Task' } } as const;

/**
 * A kept list answers REST as its bytes with their ETag (a member's stored by the
 * browser but checked every time), and tRPC as its value, which tRPC serialises
 * itself (docs/decisions.md, "One task model, one list service").
 */
const keptBytes =
  (cacheControl?: string) =>
  (list: CachedList<unknown>, req: Request, res: Response): Promise<void> =>
    sendJsonBody(req, res, list, cacheControl);
const keptValue = <T>(list: CachedList<T>): T => list.value;
const MEMBER_CACHE = 'private, no-cache';

export const taskEndpoints = {
  // Anonymous: the public dashboard. Before `/tasks/:id`, as every fixed path below.
  publicList: endpoint({
    auth: 'public',
    summary: 'The public dashboard’s tasks (`project=KEY`: one project’s)',
    input: PublicListInput.optional(),
    rest: {
      method: 'get',
      path: '/api/tasks/public',
      query: PublicListInput,
      // 404: a key that names no live project with a published task.
      responses: { 200: z.array(PublicTaskOut), 304: 'empty', 404: ErrorBody },
      reply: keptBytes(),
    },
    handler: (ctx, input) => publicTaskList(ctx, input?.project),
    answer: keptValue,
  }),
  list: endpoint({
    auth: 'member',
    summary: 'Every task the member may see',
    input: TaskListScopeInput.optional(),
    rest: {
      method: 'get',
      path: '/api/tasks',
      query: TaskListScopeInput,
      responses: { 200: Tasks, 304: 'empty' },
      reply: keptBytes(MEMBER_CACHE),
    },
    handler: (ctx, input) => memberTaskList(ctx, input?.projectId),
    answer: keptValue,
  }),
  // The screens' list (issue 25): what rows and cards show, people and labels named once.
  cards: endpoint({
    auth: 'member',
    summary:
      'Every task as the screens list it: people and labels once, by id; comment and checklist counts instead of their contents (GET /api/tasks/{id} has them)',
    input: TaskListScopeInput.optional(),
    rest: {
      method: 'get',
      path: '/api/tasks/cards',
      query: TaskListScopeInput,
      responses: { 200: TaskCardListOut, 304: 'empty' },
      reply: keptBytes(MEMBER_CACHE),
    },
    handler: (ctx, input) => taskCardList(ctx, input?.projectId),
    answer: keptValue,
  }),
  counts: endpoint({
    auth: 'member',
    summary: 'Tasks by status',
    input: TaskListScopeInput.optional(),
    rest: {
      method: 'get',
      path: '/api/tasks/counts',
      query: TaskListScopeInput,
      responses: { 200: TaskCounts, 304: 'empty' },
      reply: keptBytes(MEMBER_CACHE),
    },
    trpc: { output: TaskCounts },
    handler: (ctx, input) => taskCounts(ctx, input?.projectId),
    answer: keptValue,
  }),
  // `?today=YYYY-MM-DD`: the viewer's date (the server's UTC date without it).
  urgent: endpoint({
    auth: 'member',
    summary: 'One page of urgent tasks',
    input: UrgentListInput.optional(),
    rest: {
      method: 'get',
      path: '/api/tasks/urgent',
      query: UrgentListInput,
      responses: { 200: UrgentPageOut },
    },
    handler: (ctx, input) => urgentTaskPage(ctx, input),
  }),
  get: endpoint({
    auth: 'member',
    summary: 'One task',
    input: TaskIdInput,
    task: 'id',
    rest: { method: 'get', path: '/api/tasks/:id', params: ID, responses: { 200: TaskOut } },
    handler: (ctx, { id }) => getTask(ctx, id),
  }),
  history: endpoint({
    auth: 'member',
    summary: 'A task’s history',
    input: TaskIdInput,
    task: 'id',
    rest: {
      method: 'get',
      path: '/api/tasks/:id/history',
      params: ID,
      responses: { 200: z.array(HistoryEntryOut) },
    },
    handler: (ctx, { id }) => taskHistory(ctx.em, id),
  }),
  create: endpoint({
    auth: 'member',
    summary: 'Create a task',
    input: CreateTaskInput,
    rest: { method: 'post', path: '/api/tasks', body: CreateTaskInput, responses: { 201: TaskOut } },
    handler: (ctx, input) => createTask(ctx, input),
  }),
  // The changed tasks, or nothing (204; tRPC: `{ deleted }` with their ids) for a delete.
  bulk: endpoint({
    auth: 'member',
    summary: 'One action on several tasks',
    input: BulkTaskInput,
    rest: {
      method: 'post',
      path: '/api/tasks/bulk',
      body: BulkTaskInput,
      responses: { 200: Tasks, 204: 'empty' },
    },
    handler: (ctx, input) => bulkTasks(ctx, input),
    answer: (changed, input) => changed ?? { deleted: input.ids },
  }),
  update: endpoint({
    auth: 'member',
    summary: 'Change a task',
    input: UpdateTaskByIdInput,
    task: 'id',
    rest: {
      method: 'patch',
      path: '/api/tasks/:id',
      params: ID,
      body: UpdateTaskInput,
      responses: { 200: TaskOut },
    },
    handler: (ctx, { id, ...fields }) => updateTask(ctx, id, fields),
  }),
  // The card's status dropdown (tRPC only: REST sets the status with PATCH /api/tasks/{id}).
  updateStatus: endpoint({
    auth: 'member',
    kind: 'mutation',
    summary: 'Change a task’s status',
    input: UpdateStatusInput,
    task: 'id',
    handler: (ctx, { id, ...fields }) => updateTask(ctx, id, fields),
  }),
  remove: endpoint({
    auth: 'member',
    summary: 'Delete a task',
    input: TaskIdInput,
    task: 'id',
    rest: { method: 'delete', path: '/api/tasks/:id', params: ID, responses: { 204: 'empty' } },
    handler: (ctx, { id }) => removeTask(ctx, id),
    answer: (_none, { id }) => ({ id }),
  }),
  setVisibility: endpoint({
    auth: 'member',
    summary: 'Publish or unpublish a task',
    input: VisibilityByIdInput,
    task: 'id',
    rest: {
      method: 'patch',
      path: '/api/tasks/:id/visibility',
      params: ID,
      body: VisibilityInput,
      responses: { 200: TaskOut },
    },
    handler: (ctx, { id, ...fields }) => setVisibility(ctx, id, fields),
  }),
  // The board's drop (issue 19): status and place in the column.
  move: endpoint({
    auth: 'member',
    summary: 'Move a task on the board',
    input: MoveTaskByIdInput,
    task: 'id',
    rest: {
      method: 'post',
      path: '/api/tasks/:id/move',
      params: ID,
      body: MoveTaskInput,
      responses: { 200: TaskOut },
    },
    handler: (ctx, { id, ...fields }) => moveTask(ctx, id, fields),
  }),
  claim: endpoint({
    auth: 'member',
    summary: 'Take an unassigned task',
    input: TaskIdInput,
    task: 'id',
    rest: { method: 'post', path: '/api/tasks/:id/claim', params: ID, responses: { 200: TaskOut } },
    handler: (ctx, { id }) => claimTask(ctx, id),
  }),
};
