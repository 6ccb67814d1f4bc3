import { ExportTasksInput } from '@tm/domain/transfer/task-export.schema';
import { ImportConfirmInput, ImportPreviewTextInput } from '@tm/domain/transfer/task-import.schema';
import { memberProcedure, router } from '../../trpc/init.ts';
import { exportFileName, exportTasksCsv, exportTasksJson } from './export.service.ts';
import { confirmImport, previewImport } from './import/import.service.ts';

// tRPC beside the REST paths: the export answers its file's name and content, the
// preview takes the file's text (tRPC carries no multipart upload).
export const transferRouter = router({
  exportTasks: memberProcedure.input(ExportTasksInput).query(async ({ ctx, input }) => ({
    fileName: exportFileName(input.format),
    ...(input.format === 'csv'
      ? { format: 'csv' as const, csv: await exportTasksCsv(ctx, input) }
      : { format: 'json' as const, tasks: await exportTasksJson(ctx, input) }),
  })),
  importPreview: memberProcedure
    .input(ImportPreviewTextInput)
    .mutation(({ ctx, input }) =>
      previewImport(ctx, () => ({ source: input.source, content: input.content, mapping: input.mapping })),
    ),
  importConfirm: memberProcedure
    .input(ImportConfirmInput)
    .mutation(({ ctx, input }) => confirmImport(ctx, input.importId, input.mapping)),
});
