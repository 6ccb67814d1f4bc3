import type { Label } from '@tm/domain/label/label.schema';
import type { ChecklistItem } from '@tm/domain/task/checklist.schema';
import type { Comment, Task } from '@tm/domain/task/task.schema';
import { iso } from '../../db/sql-iso.ts';
import {
  COLUMN_ENTRIES,
  type ColumnKey,
  type ColumnSpec,
  INSERTED_KEYS,
  type InsertedKey,
  TASK_COLUMNS,
  type TaskRecord,
  UPDATED_KEYS,
  type UpdatedKey,
} from './task-columns.ts';
import { SYSTEM_SCOPE, type TaskScope, visibleTasks } from './task-scope.ts';

// The SQL that reads and writes tasks, derived once from task-columns.ts. The texts
// are fixed when this module loads, so each runs as the same named prepared
// statement every time (db/prepared-statements.ts).

const readColumn = ([key, c]: [ColumnKey, ColumnSpec]) =>
  `${c.read ? c.read(`t.${c.sql}`) : `t.${c.sql}`} as "${key}"`;

/** The owner's and assignee's names, as the task shows them; the task is `t`. */
export const TASK_JOINS = 'join users o on o.id = t.owner_id left join users a on a.id = t.assignee_id';

/** Task `t`'s reference, `WEB-42`: its project's key (which may change) and its number. */
const REF = `(select tp.key from projects tp where tp.id = t.project_id) || '-' || t.number`;

/** The wire columns of task `t`, named as on the wire, without its people. */
export const TASK_COLUMNS_SELECT = [
  ...COLUMN_ENTRIES.filter(([, c]) => !c.serverOnly).map(readColumn),
  `${REF} as "ref"`,
].join(', ');

/** The wire columns of task `t` with its people (TASK_JOINS), named as on the wire. */
export const TASK_SELECT = [
  TASK_COLUMNS_SELECT,
  'o.name as "ownerName", o.avatar as "ownerAvatar", a.name as "assigneeName", a.avatar as "assigneeAvatar"',
].join(', ');

/**
 * A new task `t` (with TASK_JOINS) as JSON, the value toTask makes of its row with no
 * comments, labels or checklist: what its insert statement can tell others without a
 * second round trip (the webhook outbox, webhooks/webhook-outbox.ts).
 */
export const NEW_TASK_JSON = `json_build_object(${COLUMN_ENTRIES.filter(([, c]) => !c.serverOnly)
  .map(([key, c]) => `'${key}', ${c.read ? c.read(`t.${c.sql}`) : `t.${c.sql}`}`)
  .join(', ')}, 'ref', ${REF},
  'owner', json_build_object('id', t.owner_id, 'name', o.name, 'avatar', o.avatar),
  'assignee', case when t.assignee_id is null then null
    else json_build_object('id', t.assignee_id, 'name', coalesce(a.name, ''), 'avatar', coalesce(a.avatar, '')) end,
  'comments', '[]'::json, 'labels', '[]'::json, 'checklist', '[]'::json)`;

/** The columns only the server reads, for the stored task. */
export const SERVER_ONLY_SELECT = COLUMN_ENTRIES.filter(([, c]) => c.serverOnly)
  .map(readColumn)
  .join(', ');

/** Tasks of `scope` matching `where`, flat (their comments come in a statement of their own: comment-rows.ts). */
export const selectScopedTasks = (scope: TaskScope, where: string) =>
  `select ${TASK_SELECT} from ${visibleTasks(scope)} t ${TASK_JOINS} where (${where})`;

/** Live tasks matching `where`: rows the caller has just written or locked, read back to answer and announce them. */
export const selectTasks = (where: string) => selectScopedTasks(SYSTEM_SCOPE, where);

/** A row of TASK_SELECT. */
export type TaskRow = Omit<Task, 'owner' | 'assignee' | 'comments' | 'labels' | 'checklist'> & {
  ownerName: string;
  ownerAvatar: string;
  assigneeName: string | null;
  assigneeAvatar: string | null;
};

/**
 * A task from its row, its comments, its labels (sorted by name: labels/label-rows.ts)
 * and its checklist (by position: checklist-rows.ts).
 */
export function toTask(row: TaskRow, comments: Comment[], labels: Label[], checklist: ChecklistItem[]): Task {
  const { ownerName, ownerAvatar, assigneeName, assigneeAvatar, ...columns } = row;
  return {
    ...columns,
    owner: { id: row.ownerId, name: ownerName, avatar: ownerAvatar },
    assignee: row.assigneeId
      ? { id: row.assigneeId, name: assigneeName ?? '', avatar: assigneeAvatar ?? '' }
      : null,
    comments,
    labels,
    checklist,
  };
}

const param = (key: ColumnKey) => {
  const cast = (TASK_COLUMNS[key] as ColumnSpec).cast;
  return cast ? `?::${cast}` : '?';
};

/** The insert of a task's columns; the others take their defaults. Its rows are named `t`. */
export const INSERT_TASK = `insert into tasks (${INSERTED_KEYS.map((k) => TASK_COLUMNS[k].sql).join(', ')})
  values (${INSERTED_KEYS.map(param).join(', ')}) returning *`;

/** A new task's columns. */
export type NewTaskRecord = Pick<TaskRecord, InsertedKey>;

export const insertParams = (row: NewTaskRecord): unknown[] => INSERTED_KEYS.map((k) => row[k]);

/** Every column a change may write. */
export type TaskChange = Pick<TaskRecord, UpdatedKey>;

/** The update of every changeable column of task `?`; with `?` version when `checked`. Returns the id. */
export const updateTask = (checked: boolean) =>
  `update tasks set ${UPDATED_KEYS.map((k) => `${TASK_COLUMNS[k].sql} = ${param(k)}`).join(', ')}
   where id = ? and deleted_at is null${checked ? ' and version = ?' : ''} returning id`;

export const updateParams = (change: TaskChange): unknown[] => UPDATED_KEYS.map((k) => change[k]);

/** A task's comments as a JSON array, oldest first; the task is `t`. */
export const COMMENTS_JSON = `coalesce((
    select json_agg(json_build_object(
      'id', c.id, 'content', c.content, 'createdAt', ${iso('c.created_at')},
      'editedAt', ${iso('c.edited_at')}, 'authorId', c.author_id,
      'author', json_build_object('name', u.name, 'avatar', u.avatar)) order by c.created_at, c.id)
    from comments c join users u on u.id = c.author_id
    where c.task_id = t.id), '[]')`;
