import { ChecklistItemOut } from '@tm/domain/api/wire.schema';
import {
  ChecklistAddByTaskInput,
  ChecklistAddInput,
  ChecklistItemRefInput,
  ChecklistUpdateByIdInput,
  ChecklistUpdateInput,
} from '@tm/domain/task/checklist.schema';
import { DomainError } from '../../errors/domain-error.ts';
import { endpoint } from '../endpoint.ts';
import { addChecklistItem, removeChecklistItem, updateChecklistItem } from './checklist.service.ts';

const TASK = { key: 'taskId', notFound: 'Task' } as const;
// Anything that is not a UUID names no item: the checklist's own 404.
const ITEM = {
  notFound: () => new DomainError('notFound', 'CHECKLIST_ITEM_NOT_FOUND', 'No such checklist item'),
};

export const checklistEndpoints = {
  add: endpoint({
    auth: 'member',
    summary: 'Add a checklist item',
    input: ChecklistAddByTaskInput,
    task: 'taskId',
    rest: {
      method: 'post',
      path: '/api/tasks/:id/checklist',
      params: { id: TASK },
      body: ChecklistAddInput,
      responses: { 201: ChecklistItemOut },
    },
    handler: (ctx, { taskId, ...fields }) => addChecklistItem(ctx, taskId, fields),
  }),
  update: endpoint({
    auth: 'member',
    summary: 'Change a checklist item',
    input: ChecklistUpdateByIdInput,
    task: 'taskId',
    rest: {
      method: 'patch',
      path: '/api/tasks/:id/checklist/:itemId',
      params: { id: TASK, itemId: ITEM },
      body: ChecklistUpdateInput,
      responses: { 200: ChecklistItemOut },
    },
    handler: (ctx, { taskId, itemId, ...fields }) => updateChecklistItem(ctx, taskId, itemId, fields),
  }),
  remove: endpoint({
    auth: 'member',
    summary: 'Remove a checklist item',
    input: ChecklistItemRefInput,
    task: 'taskId',
    rest: {
      method: 'delete',
      path: '/api/tasks/:id/checklist/:itemId',
      params: { id: TASK, itemId: ITEM },
      responses: { 204: 'empty' },
    },
    handler: (ctx, { taskId, itemId }) => removeChecklistItem(ctx, taskId, itemId),
  }),
};
