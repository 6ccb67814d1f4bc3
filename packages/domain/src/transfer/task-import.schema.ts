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
/**
 * A CSV may have this many columns and, padded to its header's width, this many
 * cells: each stored cell costs memory and time, so a small file of short lines
 * under a wide header cannot grow into millions of them.
 */
export const IMPORT_COLUMNS_MAX = 200;
export const IMPORT_CELLS_MAX = 1_000_000;
/** A task takes at most this many labels, a Trello card this many members; the rest are dropped with a note. */
export const IMPORT_LABELS_PER_TASK_MAX = 50;
export const IMPORT_MEMBERS_PER_CARD_MAX = 50;
/** An import may create at most this many labels the team does not have yet. */
export const IMPORT_NEW_LABELS_MAX = 100;
/** Previews per member and minute (each reads a whole file); one preview is kept per member. */
export const IMPORT_PREVIEWS_PER_MINUTE = 10;

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
  /** The project the tasks go in (one the member works in); their default project without it. */
  projectId: z.uuid('PROJECT_NOT_FOUND').optional(),
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
    /** What of the row is left out or changed (labels beyond the cap, a comment date that is not a date). */
    notes: z.array(z.string()),
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
