import { ErrorBody, HistoryEntryOut, TaskOut } from '@tm/domain/api/wire.schema';
import { ExportTasksInput } from '@tm/domain/transfer/task-export.schema';
import { ImportPreviewOut } from '@tm/domain/transfer/task-import.schema';
import { z } from 'zod';
import { defineModule } from '../define-module.ts';
import { route } from '../route-spec.ts';
import { transferEndpoints } from './transfer.endpoints.ts';
import { transferRest } from './transfer.rest.ts';

export const transferModule = defineModule({
  name: 'transfer',
  tag: 'Export of tasks, and import from CSV or a Trello board.',
  endpoints: transferEndpoints,
  adapters: transferRest,
  paths: [
    route({
      method: 'get',
      path: '/api/tasks/export',
      procedure: 'transfer.exportTasks',
      summary:
        'The tasks the list shows for these filters, as CSV (format=csv) or as JSON with comments and history',
      auth: 'member',
      query: ExportTasksInput,
      responses: {
        200: {
          json: z.array(TaskOut.extend({ history: z.array(HistoryEntryOut) })),
          orMediaType: 'text/csv',
        },
      },
    }),
    route({
      method: 'post',
      path: '/api/import/preview',
      procedure: 'transfer.importPreview',
      summary:
        'Dry run of an import: the file (CSV or Trello board JSON) is kept; what would be created and skipped',
      auth: 'member',
      body: { multipart: 'file' },
      responses: { 200: ImportPreviewOut, 413: ErrorBody },
    }),
  ],
});
