import { GENERAL_PROJECT_ID } from '@tm/domain/project/project-constants';
import type { HistoryField, Task } from '@tm/domain/task/task.schema';
import { iso } from '../../db/sql-iso.ts';

// The one definition of a task's columns. The insert and update statements, their
// parameters, the select lists, the row-to-wire mapping, the draft a change edits,
// what counts as a change, what a next occurrence carries over and the history's
// fields are all derived from it (task-statements.ts, task-draft.ts,
// task-history-changes.ts). A new field is one entry here, its migration and its
// schema in packages/domain (docs/server.md, "Adding a task field").

/** The task as sent to members, without what is joined in (people, comments, labels, checklist). */
type WireColumns = Omit<Task, 'owner' | 'assignee' | 'comments' | 'labels' | 'checklist' | 'ref'>;

/** Columns only the server reads. */
interface ServerColumns {
  /** Day of month the series started on, so monthly and yearly series return to it after short months. */
  recurrenceAnchorDay: number | null;
  /** Set once the next occurrence exists: completing again never spawns a second copy. */
  nextOccurrenceId: string | null;
  completedAt: string | null;
}

/** A task as stored, column by column, in wire form (dates as `YYYY-MM-DD`, times as ISO text). */
export type TaskRecord = WireColumns & ServerColumns;

/**
 * What a column is to the writes:
 * - `key`: written once by the insert, never by an update (id, owner, creation time);
 * - `content`: what a change edits: written by the insert and by every update, and
 *   compared to tell whether a change changes anything;
 * - `kept`: the server's bookkeeping, set by every update from the change's own rules.
 */
type Role = 'key' | 'content' | 'kept';

export interface ColumnSpec {
  /** The column's name in `tasks`. */
  sql: string;
  role: Role;
  /** The parameter's SQL type in writes, where the driver's text or number is not enough. */
  cast?: 'uuid' | 'date' | 'timestamptz';
  /** How the column reads in wire form from the task row `t` (default: as stored). */
  read?: (column: string) => string;
  /** Not sent to clients: read only with the stored task (task-reads.ts `read` and `lock`). */
  serverOnly?: true;
  /** Left to the database's default by the insert. */
  databaseDefault?: true;
  /** A `content` column's value on a new task before its input applies. */
  initial?: unknown;
  /** Set as sent from the create and update inputs (when present in them). */
  fromInput?: true;
  /** A next occurrence starts with `initial`, not with the completed task's value. */
  resetOnRepeat?: true;
  /** Its changes are written to the history under this name (SPEC 3). */
  history?: HistoryField;
}

const date = (c: string) => `to_char(${c}, 'YYYY-MM-DD')`;

export const TASK_COLUMNS = {
  id: { sql: 'id', role: 'key', cast: 'uuid' },
  title: { sql: 'title', role: 'content', initial: '', fromInput: true, history: 'title' },
  description: {
    sql: 'description',
    role: 'content',
    initial: null,
    fromInput: true,
    history: 'description',
  },
  status: {
    sql: 'status',
    role: 'content',
    initial: 'todo',
    fromInput: true,
    resetOnRepeat: true,
    history: 'status',
  },
  priority: { sql: 'priority', role: 'content', initial: 'medium', fromInput: true, history: 'priority' },
  dueDate: { sql: 'due_date', role: 'content', cast: 'date', read: date, initial: null, history: 'dueDate' },
  createdAt: { sql: 'created_at', role: 'key', read: iso, databaseDefault: true },
  updatedAt: { sql: 'updated_at', role: 'kept', cast: 'timestamptz', read: iso, databaseDefault: true },
  ownerId: { sql: 'owner_id', role: 'key', cast: 'uuid' },
  assigneeId: { sql: 'assignee_id', role: 'content', cast: 'uuid', initial: null, history: 'assignee' },
  clientApproval: {
    sql: 'client_approval',
    role: 'content',
    initial: 'none',
    fromInput: true,
    resetOnRepeat: true,
    history: 'clientApproval',
  },
  approvalComment: {
    sql: 'approval_comment',
    role: 'content',
    initial: null,
    fromInput: true,
    resetOnRepeat: true,
  },
  isRecurring: { sql: 'is_recurring', role: 'content', initial: false },
  recurrencePattern: { sql: 'recurrence_pattern', role: 'content', initial: null },
  isPublic: { sql: 'is_public', role: 'content', initial: false, resetOnRepeat: true, history: 'isPublic' },
  publicSummary: { sql: 'public_summary', role: 'content', initial: null, resetOnRepeat: true },
  version: { sql: 'version', role: 'kept', databaseDefault: true },
  // Content so that a move within a column is a change (version, event); no `history`
  // (issue 19: not recorded). A new task or next occurrence takes the database's
  // default, the top of its column (migration 20261126-0040).
  position: { sql: 'position', role: 'content', initial: 0, databaseDefault: true },
  // A move to another project is a change of this column (history field `project`);
  // the database numbers the task in its new project (migration 20261204-0100).
  projectId: {
    sql: 'project_id',
    role: 'content',
    cast: 'uuid',
    initial: GENERAL_PROJECT_ID,
    history: 'project',
  },
  number: { sql: 'number', role: 'key', databaseDefault: true },
  recurrenceAnchorDay: { sql: 'recurrence_anchor_day', role: 'content', serverOnly: true, initial: null },
  nextOccurrenceId: {
    sql: 'next_occurrence_id',
    role: 'kept',
    cast: 'uuid',
    serverOnly: true,
    databaseDefault: true,
  },
  completedAt: {
    sql: 'completed_at',
    role: 'kept',
    cast: 'timestamptz',
    read: iso,
    serverOnly: true,
    databaseDefault: true,
  },
} as const satisfies Record<keyof TaskRecord, ColumnSpec>;

export type ColumnKey = keyof typeof TASK_COLUMNS;
type KeysWhere<P> = { [K in ColumnKey]: (typeof TASK_COLUMNS)[K] extends P ? K : never }[ColumnKey];

/** What a change edits. */
export type ContentKey = KeysWhere<{ role: 'content' }>;
/** What a member sets as sent in the create and update inputs. */
export type InputKey = KeysWhere<{ fromInput: true }>;
/** What every update writes: the content and the bookkeeping. */
export type UpdatedKey = KeysWhere<{ role: 'content' | 'kept' }>;

/** What the insert writes; the others take their database defaults. */
export type InsertedKey = Exclude<
  KeysWhere<{ role: 'key' | 'content' }>,
  KeysWhere<{ databaseDefault: true }>
>;

/** The task's columns, keyed, in definition order: the order of every list derived from them. */
export const COLUMN_ENTRIES = Object.entries(TASK_COLUMNS) as [ColumnKey, ColumnSpec][];

const keysWhere = <K extends ColumnKey>(test: (c: ColumnSpec) => boolean): K[] =>
  COLUMN_ENTRIES.filter(([, c]) => test(c)).map(([k]) => k as K);

export const CONTENT_KEYS = keysWhere<ContentKey>((c) => c.role === 'content');
export const INPUT_KEYS = keysWhere<InputKey>((c) => c.fromInput === true);
export const UPDATED_KEYS = keysWhere<UpdatedKey>((c) => c.role !== 'key');
export const INSERTED_KEYS = keysWhere<InsertedKey>((c) => c.role !== 'kept' && !c.databaseDefault);
