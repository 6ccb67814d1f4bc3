import { ChecklistItemOut } from '@tm/domain/api/wire.schema';
import { ChecklistAddInput, ChecklistUpdateInput } from '@tm/domain/task/checklist.schema';
import { route } from '../../openapi/route-spec.ts';
import { defineModule } from '../define-module.ts';
import { checklistRest } from './checklist.rest.ts';
import { checklistRouter } from './checklist.router.ts';

export const checklistModule = defineModule({
  name: 'checklist',
  tag: 'A task’s checklist items.',
  adapters: checklistRest,
  router: checklistRouter,
  paths: [
    route({
      method: 'post',
      path: '/api/tasks/:id/checklist',
      procedure: 'checklist.add',
      summary: 'Add a checklist item',
      auth: 'member',
      body: ChecklistAddInput,
      responses: { 201: ChecklistItemOut },
    }),
    route({
      method: 'patch',
      path: '/api/tasks/:id/checklist/:itemId',
      procedure: 'checklist.update',
      summary: 'Change a checklist item',
      auth: 'member',
      body: ChecklistUpdateInput,
      responses: { 200: ChecklistItemOut },
    }),
    route({
      method: 'delete',
      path: '/api/tasks/:id/checklist/:itemId',
      procedure: 'checklist.remove',
      summary: 'Remove a checklist item',
      auth: 'member',
      responses: { 204: 'empty' },
    }),
  ],
});
