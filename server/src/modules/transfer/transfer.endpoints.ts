import { ErrorBody } from '@tm/domain/api/wire.schema';
import { ExportTasksInput } from '@tm/domain/transfer/task-export.schema';
import {
  ImportConfirmInput,
  ImportPreviewTextInput,
  ImportResultOut,
} from '@tm/domain/transfer/task-import.schema';
import { endpoint } from '../endpoint.ts';
import { exportFileName, exportTasksCsv, exportTasksJson } from './export.service.ts';
import { confirmImport, previewImport } from './import/import.service.ts';

// The export and the preview are rows for tRPC only: over REST the export is a file
// download and the preview a multipart upload (transfer.rest.ts). tRPC answers the
// export's file name and content, and takes the preview's file as text.
export const transferEndpoints = {
  exportTasks: endpoint({
    auth: 'member',
    kind: 'query',
    summary: 'The tasks the list shows for these filters, as a file name and its CSV or JSON content',
    input: ExportTasksInput,
    handler: async (ctx, input) => ({
      fileName: exportFileName(input.format),
      ...(input.format === 'csv'
        ? { format: 'csv' as const, csv: await exportTasksCsv(ctx, input) }
        : { format: 'json' as const, tasks: await exportTasksJson(ctx, input) }),
    }),
  }),
  importPreview: endpoint({
    auth: 'member',
    kind: 'mutation',
    summary: 'Dry run of an import of a file’s text: what would be created and skipped',
    input: ImportPreviewTextInput,
    handler: (ctx, input) =>
      previewImport(ctx, () => ({ source: input.source, content: input.content, mapping: input.mapping })),
  }),
  importConfirm: endpoint({
    auth: 'member',
    summary: 'Create the tasks of a preview, with its mapping: all of them or none',
    input: ImportConfirmInput,
    rest: {
      method: 'post',
      path: '/api/import',
      body: ImportConfirmInput,
      responses: { 200: ImportResultOut, 404: ErrorBody },
    },
    handler: (ctx, input) => confirmImport(ctx, input.importId, input.mapping, input.projectId),
  }),
};
