import { ExportTasksInput } from '@tm/domain/transfer/task-export.schema';
import { Router } from 'express';
import type { MemberCtx } from '../../context/service-ctx.ts';
import { parseInput } from '../../http/parse-input.ts';
import { handle, type MemberRequest, requireMember } from '../../http/request-context.ts';
import { drainRequest } from '../attachments/drain-request.ts';
import { exportFileName, exportTasksCsv, exportTasksJson } from './export.service.ts';
import { previewImportJson } from './import/import.service.ts';
import { receiveImportFile } from './import/import-upload.ts';

/**
 * GET /api/tasks/export and POST /api/import/preview (issue 23): not endpoint rows,
 * one answers a file download (CSV or JSON), the other reads a multipart upload. The
 * same services as tRPC `transfer.*`. Mounted before the task paths, so `export`
 * is not read as a task id.
 */
export function transferRest(): Router {
  const r = Router();
  const ctx = (req: MemberRequest): MemberCtx => req.ctx;
  r.get(
    '/tasks/export',
    requireMember,
    handle(async (req, res) => {
      const query = parseInput(ExportTasksInput, { ...req.query });
      res.setHeader('Content-Disposition', `attachment; filename="${exportFileName(query.format)}"`);
      res.setHeader('Cache-Control', 'no-store');
      if (query.format === 'csv') {
        res.type('text/csv; charset=utf-8').send(await exportTasksCsv(ctx(req), query));
      } else {
        res.json(await exportTasksJson(ctx(req), query));
      }
    }),
  );
  r.post(
    '/import/preview',
    requireMember,
    handle(async (req, res) => {
      try {
        res.type('json').send(await previewImportJson(ctx(req), () => receiveImportFile(req)));
      } finally {
        drainRequest(req, res);
      }
    }),
  );
  return r;
}
