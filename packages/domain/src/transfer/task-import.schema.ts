import { z } from 'zod';
import { TASK_PRIORITIES, TASK_STATUSES } from '../task/task-constants.ts';

/** Issue 23: where tasks come from. */
export const IMPORT_SOURCES = ['csv', 'trello'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** An uploaded file may be this large (a 10,000-row CSV with descriptions fits easily). */
export const IMPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** At most this many rows (CSV records or Trello cards) in one import. */
export const IMPORT_ROWS_MAX = 10_000;
/** A preview is kept this long for its confirmation. */
export const IMPORT_KEEP_MINUTES = 60;

/** What a CSV column can become; Trello cards map themselves (only their lists need a status). */
export const IMPORT_FIELDS = [
  'title',
  'status',
  'priority',
  'dueDate',
  'assignee',
  'labels',
  'description',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** A status, or `skip`: the rows of that value (a Trello list, a CSV status) are not imported. */
const StatusTarget = z.enum([...TASK_STATUSES, 'skip']);

export const ImportMapping = z.strictObject({
  /** CSV: the header each field is read from (null: not imported). Ignored for Trello. */
  columns: z.partialRecord(z.enum(IMPORT_FIELDS), z.string().max(200).nullable()).default({}),
  /** A source value (a CSV status cell, a Trello list name) -> status or skip. Unknown values are skipped rows. */
  statuses: z.record(z.string().max(500), StatusTarget).default({}),
});
export type ImportMapping = z.output<typeof ImportMapping>;

export const ImportSourceInput = z.strictObject({ source: z.enum(IMPORT_SOURCES, 'IMPORT_SOURCE_INVALID') });

/** tRPC's preview: the file's text instead of a multipart upload. */
export const ImportPreviewTextInput = ImportSourceInput.extend({
  content: z.string().max(IMPORT_FILE_MAX_BYTES, 'IMPORT_FILE_TOO_LARGE'),
  mapping: ImportMapping.optional(),
});

export const ImportConfirmInput = z.strictObject({
  importId: z.uuid(),
  mapping: ImportMapping.optional(),
});

/** One task the import would create (or created). `row`: its record number in the file, from 1. */
export const ImportRowOut = z
  .object({
    row: z.int(),
    title: z.string(),
    status: z.enum(TASK_STATUSES),
    priority: z.enum(TASK_PRIORITIES),
    dueDate: z.string().nullable(),
    assignee: z.string().nullable(),
    labels: z.array(z.string()),
    hasDescription: z.boolean(),
    checklistItems: z.int(),
    comments: z.int(),
  })
  .meta({ id: 'ImportRow' });
export type ImportRow = z.output<typeof ImportRowOut>;

export const ImportSkippedOut = z.object({ row: z.int(), reason: z.string() }).meta({ id: 'ImportSkipped' });
export type ImportSkipped = z.output<typeof ImportSkippedOut>;

export const ImportPreviewOut = z
  .object({
    importId: z.uuid(),
    source: z.enum(IMPORT_SOURCES),
    mapping: ImportMapping,
    /** What the mapping can choose from: the CSV's headers, the distinct status values or Trello lists. */
    columns: z.array(z.string()),
    statusValues: z.array(z.string()),
    rows: z.array(ImportRowOut),
    skipped: z.array(ImportSkippedOut),
  })
  .meta({ id: 'ImportPreview' });
export type ImportPreview = z.output<typeof ImportPreviewOut>;

export const ImportResultOut = z
  .object({ created: z.int(), skipped: z.array(ImportSkippedOut), taskIds: z.array(z.uuid()) })
  .meta({ id: 'ImportResult' });
export type ImportResult = z.output<typeof ImportResultOut>;

/** Socket `import:progress`, to the importing member only. */
export interface ImportProgress {
  importId: string;
  done: number;
  total: number;
}
