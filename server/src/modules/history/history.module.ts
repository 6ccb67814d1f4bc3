import { HistoryEntryOut } from '@tm/domain/api/wire.schema';
import { z } from 'zod';
import { route } from '../../openapi/route-spec.ts';
import { defineModule } from '../define-module.ts';
import { historyRest } from './history.rest.ts';

export const historyModule = defineModule({
  name: 'history',
  rest: historyRest,
  paths: [
    route({
      method: 'get',
      path: '/api/tasks/:id/history',
      procedure: 'tasks.history',
      summary: 'A task’s history',
      auth: 'member',
      responses: { 200: z.array(HistoryEntryOut) },
    }),
  ],
});
