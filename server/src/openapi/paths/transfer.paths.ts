import { ErrorBody, HistoryEntryOut, TaskOut } from '@tm/domain/api/wire.schema';
import { TrashedTaskOut } from '@tm/domain/task/trash.schema';
import { ExportTasksInput } from '@tm/domain/transfer/task-export.schema';
import {
  ImportConfirmInput,
  ImportPreviewOut,
  ImportResultOut,
} from '@tm/domain/transfer/task-import.schema';
import { z } from 'zod';
import { route } from '../route-spec.ts';

/** Issue 23: the trash (modules/trash), export and import of tasks (modules/transfer). */
export const transferPaths = [
  route({
    method: 'get',
    path: '/api/trash',
    procedure: 'trash.list',
    summary: 'Trashed tasks: mine, or every one for an admin',
    auth: 'member',
    responses: { 200: z.array(TrashedTaskOut) },
  }),
  route({
    method: 'post',
    path: '/api/trash/:taskId/restore',
    procedure: 'trash.restore',
    summary: 'Restore a trashed task (owner or admin): the same task, same id',
    auth: 'member',
    responses: { 200: TaskOut },
  }),
  route({
    method: 'delete',
    path: '/api/trash/:taskId',
    procedure: 'trash.purge',
    summary: 'Delete a trashed task for good, with its files (owner or admin)',
    auth: 'member',
    responses: { 204: 'empty' },
  }),

  route({
    method: 'get',
    path: '/api/tasks/export',
    procedure: 'transfer.exportTasks',
    summary:
      'The tasks the list shows for these filters, as CSV (format=csv) or as JSON with comments and history',
    auth: 'member',
    query: ExportTasksInput,
    responses: {
      200: { json: z.array(TaskOut.extend({ history: z.array(HistoryEntryOut) })), orMediaType: 'text/csv' },
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
  route({
    method: 'post',
    path: '/api/import',
    procedure: 'transfer.importConfirm',
    summary: 'Create the tasks of a preview, with its mapping: all of them or none',
    auth: 'member',
    body: ImportConfirmInput,
    responses: { 200: ImportResultOut, 404: ErrorBody },
  }),
];
