import { z } from 'zod';
import { ProjectFilterSchema } from '../project/project.schema.ts';
import { DateOnlySchema } from '../task/task.schema.ts';
import { wellFormed } from '../text/plain-text.ts';

/**
 * `GET /api/tasks/export?format=csv|json&…` (issue 23): the list's filters are the
 * same query parameters the list puts in its address (task-view-url.ts: q, status,
 * priority, assignee, labels, due, sort; `view` is accepted and ignored), read the
 * same lenient way (an unknown value is ignored). `today` and `weekStart` are the
 * viewer's date and first weekday, for the due-date filters (the server's UTC date
 * and Monday without them).
 */
export const EXPORT_FORMATS = ['csv', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const ExportTasksInput = z.object({
  format: z.enum(EXPORT_FORMATS, 'EXPORT_FORMAT_INVALID').default('csv'),
  q: z.string().check(wellFormed).optional(),
  status: z.string().check(wellFormed).optional(),
  priority: z.string().check(wellFormed).optional(),
  assignee: z.string().check(wellFormed).optional(),
  labels: z.string().check(wellFormed).optional(),
  due: z.string().check(wellFormed).optional(),
  sort: z.string().check(wellFormed).optional(),
  view: z.string().check(wellFormed).optional(),
  today: DateOnlySchema.optional(),
  weekStart: z.coerce.number().int().min(0).max(6).optional(),
  /** The list's project scope (`?projectId=` once or repeated); all the reader's projects without. */
  projectId: ProjectFilterSchema,
});
export type ExportTasksInput = z.input<typeof ExportTasksInput>;

/** The CSV's columns, in order (its header row). */
export const EXPORT_CSV_COLUMNS = [
  'id',
  'ref',
  'title',
  'status',
  'priority',
  'dueDate',
  'assignee',
  'owner',
  'clientApproval',
  'approvalComment',
  'createdAt',
  'updatedAt',
  'labels',
  'description',
] as const;

/** Labels in one CSV cell: their names joined by this (import splits on it). */
export const LABELS_SEPARATOR = ', ';
