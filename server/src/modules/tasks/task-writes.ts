import type { EntityManager } from '@mikro-orm/postgresql';
import type { Comment, Task } from '@tm/domain/task/task.schema';
import { preparedQuery } from '../../db/prepared-statements.ts';
import { iso } from '../../db/sql-iso.ts';
import type { FieldChange } from '../history/history-diff.ts';
import { TASK_COLUMNS, TASK_JOINS, type TaskRow, toTask } from './task-rows.ts';

// The task write path in plain SQL through the request's EntityManager (same
// connection, same transaction). It is the hottest path of the product: the
// unit of work cost several times the statements themselves (bench/RESULTS.md),
// and each write here answers the written task without reading it back.

/** A task as stored: the wire shape plus the columns only the server reads. */
export interface StoredTask {
  task: Task;
  recurrenceAnchorDay: number | null;
  nextOccurrenceId: string | null;
  completedAt: string | null;
}

/** The columns a new task is written with; the others take their defaults. */
export interface NewTask {
  id: string;
  title: string;
  ownerId: string;
  assigneeId: string | null;
  status: Task['status'];
  priority: Task['priority'];
  dueDate: string | null;
  clientApproval: Task['clientApproval'];
  approvalComment: string | null;
  recurrencePattern: Task['recurrencePattern'];
  recurrenceAnchorDay: number | null;
}

/** Every column a change may write. */
export interface TaskChange {
  title: string;
  status: Task['status'];
  priority: Task['priority'];
  dueDate: string | null;
  assigneeId: string | null;
  clientApproval: Task['clientApproval'];
  approvalComment: string | null;
  isRecurring: boolean;
  recurrencePattern: Task['recurrencePattern'];
  recurrenceAnchorDay: number | null;
  isPublic: boolean;
  publicSummary: string | null;
  nextOccurrenceId: string | null;
  completedAt: string | null;
  version: number;
  updatedAt: string;
}

const commentsJson = `coalesce((
    select json_agg(json_build_object(
      'id', c.id, 'content', c.content, 'createdAt', ${iso('c.created_at')}, 'authorId', c.author_id,
      'author', json_build_object('name', u.name, 'avatar', u.avatar)) order by c.created_at, c.id)
    from comments c join users u on u.id = c.author_id
    where c.task_id = t.id), '[]')`;

type StoredRow = TaskRow & {
  recurrence_anchor_day: number | null;
  next_occurrence_id: string | null;
  completed_at: string | null;
  comments: Comment[] | string;
};

/** A stored task with its comments; `where` ends the statement (the id is its only parameter). */
const STORED_SELECT = `select ${TASK_COLUMNS}, t.recurrence_anchor_day, t.next_occurrence_id,
    ${iso('t.completed_at')} as completed_at, ${commentsJson} as comments
  from tasks t ${TASK_JOINS}`;

async function readStored(em: EntityManager, sql: string, id: string): Promise<StoredTask | null> {
  const [row] = await preparedQuery<StoredRow>(em, sql, [id]);
  if (!row) return null;
  const comments = typeof row.comments === 'string' ? (JSON.parse(row.comments) as Comment[]) : row.comments;
  return {
    task: toTask(row, comments),
    recurrenceAnchorDay: row.recurrence_anchor_day,
    nextOccurrenceId: row.next_occurrence_id,
    completedAt: row.completed_at,
  };
}

/** A task just written, and how many ticket requests its insert wrote with it. */
export interface InsertedTask {
  task: Task;
  ticketRequests: number;
}

export const taskWrites = {
  /**
   * Inserts the task, its "created" history entry and a ticket request for each
   * enabled integration of `ticketsFor` (the member who made it; see
   * integrations/ticket-requests.ts) in one statement, atomic on its own, and
   * answers the task as the list shows it with the number of requests written
   * (so no one has to ask the database again). `historyUserId` null = the system.
   */
  async insert(
    em: EntityManager,
    t: NewTask,
    historyUserId: string | null,
    ticketsFor: string | null,
  ): Promise<InsertedTask> {
    const [row] = await preparedQuery<TaskRow & { ticket_requests: number }>(
      em,
      `with t as (
        insert into tasks (id, title, owner_id, assignee_id, status, priority, due_date, client_approval,
          approval_comment, is_recurring, recurrence_pattern, recurrence_anchor_day)
        values (?, ?, ?, ?, ?, ?, ?::date, ?, ?, ?, ?, ?)
        returning *
      ), h as (
        insert into history_entries (task_id, user_id, action, created_at)
        select t.id, ?::uuid, 'created', t.created_at from t
      ), r as (
        insert into ticket_requests (integration_id, task_id)
        select i.id, t.id from t join integrations i on i.user_id = ?::uuid and i.enabled
        returning 1
      )
      select ${TASK_COLUMNS}, (select count(*)::int from r) as ticket_requests from t ${TASK_JOINS}`,
      [
        t.id,
        t.title,
        t.ownerId,
        t.assigneeId,
        t.status,
        t.priority,
        t.dueDate,
        t.clientApproval,
        t.approvalComment,
        t.recurrencePattern !== null,
        t.recurrencePattern,
        t.recurrenceAnchorDay,
        historyUserId,
        ticketsFor,
      ],
    );
    if (!row) throw new Error('the task insert answered no row');
    return { task: toTask(row, []), ticketRequests: row.ticket_requests };
  },

  /** The task with its comments, as stored now (no lock: see `update`'s `expectedVersion`). */
  read(em: EntityManager, id: string): Promise<StoredTask | null> {
    return readStored(em, `${STORED_SELECT} where t.id = ?`, id);
  },

  /** The task with its comments, its row locked for the rest of the caller's transaction. */
  lock(em: EntityManager, id: string): Promise<StoredTask | null> {
    return readStored(em, `${STORED_SELECT} where t.id = ? for update of t`, id);
  },

  /**
   * Writes a change and one history entry per changed field, in one statement,
   * atomic on its own. With `expectedVersion`, only if the task still has that
   * version (answers false, writing nothing, when someone changed it meanwhile).
   */
  async update(
    em: EntityManager,
    id: string,
    c: TaskChange,
    historyUserId: string | null,
    changes: FieldChange[],
    expectedVersion: number | null,
  ): Promise<boolean> {
    const update = `update tasks set title = ?, status = ?, priority = ?, due_date = ?::date, assignee_id = ?,
        client_approval = ?, approval_comment = ?, is_recurring = ?, recurrence_pattern = ?,
        recurrence_anchor_day = ?, is_public = ?, public_summary = ?, next_occurrence_id = ?,
        completed_at = ?::timestamptz, version = ?, updated_at = ?::timestamptz
      where id = ?${expectedVersion === null ? '' : ' and version = ?'}
      returning id`;
    const params: unknown[] = [
      c.title,
      c.status,
      c.priority,
      c.dueDate,
      c.assigneeId,
      c.clientApproval,
      c.approvalComment,
      c.isRecurring,
      c.recurrencePattern,
      c.recurrenceAnchorDay,
      c.isPublic,
      c.publicSummary,
      c.nextOccurrenceId,
      c.completedAt,
      c.version,
      c.updatedAt,
      id,
      ...(expectedVersion === null ? [] : [expectedVersion]),
    ];
    if (changes.length === 0) {
      return (await preparedQuery(em, update, params)).length > 0;
    }
    const values = changes.map(() => '(?::text, ?::text, ?::text)').join(', ');
    const [row] = await preparedQuery<{ written: boolean }>(
      em,
      `with u as (${update}), h as (
         insert into history_entries (task_id, user_id, action, field, old_value, new_value, created_at)
         select u.id, ?::uuid, 'updated', v.field, v.old_value, v.new_value, ?::timestamptz
         from u cross join (values ${values}) as v(field, old_value, new_value)
       )
       select exists (select 1 from u) as written`,
      [
        ...params,
        historyUserId,
        c.updatedAt,
        ...changes.flatMap((ch) => [ch.field, ch.oldValue, ch.newValue]),
      ],
    );
    return row?.written === true;
  },

  /** Deletes the task; its comments, attachments and history go with it (foreign keys cascade). */
  async delete(em: EntityManager, id: string): Promise<void> {
    await em.execute('delete from tasks where id = ?', [id]);
  },
};
