import type { EntityManager } from '@mikro-orm/postgresql';
import type { Label } from '@tm/domain/label/label.schema';
import type { ChecklistItem } from '@tm/domain/task/checklist.schema';
import type { Comment, PublicTask, Task } from '@tm/domain/task/task.schema';
import type { TaskCounts } from '@tm/domain/task/task-counts';
import type { UrgentCursor } from '@tm/domain/task/urgent-cursor';
import { IN_IDS, idsParam, preparedQuery } from '../../db/prepared-statements.ts';
import { iso } from '../../db/sql-iso.ts';
import { groupLabels, LABELS_JSON, selectTaskLabels, type TaskLabelRow } from '../labels/label-rows.ts';
import { CHECKLIST_JSON, type ChecklistRow, groupChecklists, selectChecklists } from './checklist-rows.ts';
import { type CommentRow, groupComments, selectComments } from './comment-rows.ts';
import { COLUMN_ENTRIES, type TaskRecord } from './task-columns.ts';
import { SYSTEM_SCOPE, type TaskScope, visibleTasks, worksInProject } from './task-scope.ts';
import {
  COMMENTS_JSON,
  SERVER_ONLY_SELECT,
  selectScopedTasks,
  selectTasks,
  TASK_JOINS,
  TASK_SELECT,
  type TaskRow,
  toTask,
} from './task-statements.ts';
import { urgentCountQuery, urgentPageQuery } from './task-urgent-rows.ts';

/** A member a task can be assigned to, as the task shows them. */
export interface AssignableUser {
  id: string;
  name: string;
  avatar: string;
}

/** What the public list reads of a task (DESIGN: public data). */
interface PublicRow {
  id: string;
  title: string;
  public_summary: string | null;
  status: Task['status'];
  priority: Task['priority'];
  due_date: string | null;
  created_at: string;
  updated_at: string;
  assignee_name: string | null;
  assignee_avatar: string | null;
}

/** A task as stored: as members see it, and every column of its row (task-columns.ts). */
export interface StoredTask {
  task: Task;
  record: TaskRecord;
}

/** A stored task with its comments and labels; `where` ends the statement (the id is its only parameter). */
const STORED_SELECT = `select ${TASK_SELECT}, ${SERVER_ONLY_SELECT}, ${COMMENTS_JSON} as comments,
  ${LABELS_JSON} as labels, ${CHECKLIST_JSON} as checklist
  from ${visibleTasks(SYSTEM_SCOPE)} t ${TASK_JOINS}`;

async function readStored(em: EntityManager, sql: string, id: string): Promise<StoredTask | null> {
  const [row] = await preparedQuery<
    TaskRow &
      TaskRecord & {
        comments: Comment[] | string;
        labels: Label[] | string;
        checklist: ChecklistItem[] | string;
      }
  >(em, sql, [id]);
  if (!row) return null;
  const { comments, labels, checklist, ...columns } = row;
  const record = Object.fromEntries(COLUMN_ENTRIES.map(([k]) => [k, columns[k]])) as unknown as TaskRecord;
  const wireRow: Record<string, unknown> = { ...columns };
  for (const [k, c] of COLUMN_ENTRIES) if (c.serverOnly) delete wireRow[k];
  const parsed = typeof comments === 'string' ? (JSON.parse(comments) as Comment[]) : comments;
  const parsedLabels = typeof labels === 'string' ? (JSON.parse(labels) as Label[]) : labels;
  const parsedChecklist =
    typeof checklist === 'string' ? (JSON.parse(checklist) as ChecklistItem[]) : checklist;
  return { task: toTask(wireRow as TaskRow, parsed, parsedLabels, parsedChecklist), record };
}

/** The checklists of some tasks, in one statement (none for no tasks). */
async function checklistsOf(em: EntityManager, rows: readonly { id: string }[]) {
  if (rows.length === 0) return new Map<string, ChecklistItem[]>();
  return groupChecklists(
    await em.execute<ChecklistRow[]>(selectChecklists(`ci.task_id ${IN_IDS}`), [
      idsParam(rows.map((r) => r.id)),
    ]),
  );
}

/** Task reads, answered in their wire shapes; writes are in task-writes.ts. */
export const taskReads = {
  /** The task with its comments, as stored now (no lock: see taskWrites.update's `expectedVersion`). */
  read(em: EntityManager, id: string): Promise<StoredTask | null> {
    return readStored(em, `${STORED_SELECT} where t.id = ?`, id);
  },

  /** The task with its comments, its row locked for the rest of the caller's transaction. */
  lock(em: EntityManager, id: string): Promise<StoredTask | null> {
    return readStored(em, `${STORED_SELECT} where t.id = ? for update of t`, id);
  },

  /**
   * The tasks of `ids` that exist in `scope`, their rows locked in id order for the
   * rest of the caller's transaction (bulk actions); without their comments.
   */
  async lockMany(em: EntityManager, ids: readonly string[], scope: TaskScope): Promise<Task[]> {
    if (ids.length === 0) return [];
    const rows = await em.execute<TaskRow[]>(
      `${selectScopedTasks(scope, `t.id in (${ids.map(() => '?').join(', ')})`)} order by t.id for update of t`,
      [...ids],
    );
    // Their checklists too: a bulk change answers and announces the whole task.
    const checklists = await checklistsOf(em, rows);
    return rows.map((r) => toTask(r, [], [], checklists.get(r.id) ?? []));
  },

  /** How many tasks there are of each status (one scan of the status column). */
  async countByStatus(em: EntityManager, scope: TaskScope): Promise<TaskCounts> {
    const [row] = await em.execute<TaskCounts[]>(
      `select count(*) filter (where status = 'todo')::int as todo,
         count(*) filter (where status = 'doing')::int as doing,
         count(*) filter (where status = 'done')::int as done
       from ${visibleTasks(scope)} t`,
    );
    return row ?? { todo: 0, doing: 0, done: 0 };
  },

  /** Whether the scope sees the task (the id check of a task endpoint, endpoint-task.ts). */
  async exists(em: EntityManager, id: string, scope: TaskScope): Promise<boolean> {
    const rows = await em.execute<{ id: string }[]>(
      `select t.id from ${visibleTasks(scope)} t where t.id = ?`,
      [id],
    );
    return rows.length > 0;
  },

  /** The live project with this key, if it has a published task (a wall screen's). */
  async publishingProject(em: EntityManager, key: string): Promise<string | null> {
    const [row] = await em.execute<{ project_id: string }[]>(
      `select t.project_id from ${visibleTasks(SYSTEM_SCOPE)} t
       join projects p on p.id = t.project_id and p.key = ? and p.archived_at is null
       where t.is_public limit 1`,
      [key],
    );
    return row?.project_id ?? null;
  },

  /** The project a live task belongs to (the room its events go to), or null. */
  async projectOf(em: EntityManager, id: string): Promise<string | null> {
    const [row] = await em.execute<{ project_id: string }[]>(
      `select t.project_id from ${visibleTasks(SYSTEM_SCOPE)} t where t.id = ?`,
      [id],
    );
    return row?.project_id ?? null;
  },

  /** A member who may be assigned a task of the project: one who works in it (deleted accounts may not). */
  async findAssignableUser(em: EntityManager, id: string, projectId: string): Promise<AssignableUser | null> {
    const [user] = await em.execute<AssignableUser[]>(
      // A deactivated member keeps the tasks they have but is given no new one.
      `select u.id, u.name, u.avatar from users u
       where u.id = ? and u.deleted_at is null and u.deactivated_at is null
         and ${worksInProject('u', '?::uuid')}`,
      [id, projectId],
    );
    return user ?? null;
  },

  async listAll(em: EntityManager, scope: TaskScope): Promise<Task[]> {
    const rows = await em.execute<TaskRow[]>(
      `${selectScopedTasks(scope, 'true')} order by t.created_at desc, t.id`,
    );
    const [comments, labels, checklists] = await Promise.all([
      em.execute<CommentRow[]>(selectComments('true')).then(groupComments),
      em.execute<TaskLabelRow[]>(selectTaskLabels('true')).then(groupLabels),
      em.execute<ChecklistRow[]>(selectChecklists('true')).then(groupChecklists),
    ]);
    return rows.map((r) =>
      toTask(r, comments.get(r.id) ?? [], labels.get(r.id) ?? [], checklists.get(r.id) ?? []),
    );
  },

  /**
   * One page of SPEC 9's urgent list (task-urgent-rows.ts): up to `limit` tasks after
   * `cursor` in the list's order, whether more follow, and how many are urgent in all.
   */
  async listUrgentPage(
    em: EntityManager,
    scope: TaskScope,
    today: string,
    cursor: UrgentCursor | null,
    limit: number,
  ): Promise<{ tasks: Task[]; last: UrgentCursor | null; more: boolean; total: number }> {
    const page = urgentPageQuery(scope, today, cursor, limit);
    const count = urgentCountQuery(scope, today);
    const [rows, [counted]] = await Promise.all([
      em.execute<TaskRow[]>(page.sql, page.params),
      em.execute<{ total: string | number }[]>(count.sql, count.params),
    ]);
    const more = rows.length > limit;
    const kept = more ? rows.slice(0, limit) : rows;
    const comments =
      kept.length === 0
        ? new Map<string, Comment[]>()
        : groupComments(
            await em.execute<CommentRow[]>(
              selectComments(`c.task_id in (${kept.map(() => '?').join(', ')})`),
              kept.map((r) => r.id),
            ),
          );
    const labels =
      kept.length === 0
        ? new Map<string, Label[]>()
        : groupLabels(
            await em.execute<TaskLabelRow[]>(
              selectTaskLabels(`tl.task_id in (${kept.map(() => '?').join(', ')})`),
              kept.map((r) => r.id),
            ),
          );
    const checklists = await checklistsOf(em, kept);
    const end = kept.at(-1);
    return {
      tasks: kept.map((r) =>
        toTask(r, comments.get(r.id) ?? [], labels.get(r.id) ?? [], checklists.get(r.id) ?? []),
      ),
      last: end
        ? { priority: end.priority, dueDate: end.dueDate, createdAt: end.createdAt, id: end.id }
        : null,
      more,
      total: Number(counted?.total ?? 0),
    };
  },

  /** Public tasks with only DESIGN's public fields: never user ids, e-mails, comments or approval data. */
  async listPublic(em: EntityManager, scope: TaskScope): Promise<PublicTask[]> {
    const rows = await em.execute<PublicRow[]>(`
      select t.id, t.title, t.public_summary, t.status, t.priority, to_char(t.due_date, 'YYYY-MM-DD') as due_date,
        ${iso('t.created_at')} as created_at, ${iso('t.updated_at')} as updated_at,
        a.name as assignee_name, a.avatar as assignee_avatar
      from ${visibleTasks(scope)} t left join users a on a.id = t.assignee_id
      order by t.created_at desc, t.id`);
    return rows.map((r) => ({
      id: r.id,
      title: r.public_summary || r.title,
      publicSummary: r.public_summary,
      status: r.status,
      priority: r.priority,
      dueDate: r.due_date,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      assignee: r.assignee_name !== null ? { name: r.assignee_name, avatar: r.assignee_avatar ?? '' } : null,
    }));
  },
};
